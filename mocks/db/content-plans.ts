/**
 * The teaching-plan files of the demo world. Every plan the seed lists is a real, small .docx,
 * .xlsx or .pdf document under public/plans/, made by scripts/demo-plans.ts (run it after changing
 * this list); the seed only stores their names and addresses.
 */
import { COURSE_BAGS } from './content-courses';

/** Where the static plan documents are served from. */
export const PLAN_FILE_DIR = '/plans/';

/** A file name as it sits under public/plans/: lower case, words joined by '-', its extension kept. */
export function planFileSlug(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot < 0 ? fileName : fileName.slice(0, dot);
  const ext = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return `${base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}${ext}`;
}

export function planFileUrl(fileName: string): string {
  return `${PLAN_FILE_DIR}${planFileSlug(fileName)}`;
}

/** The platform's built-in plan (id 0): everyone may download it, nobody may change it. */
export const BUILT_IN_PLAN = 'Teaching Cloud quick start for teachers.pdf';

/** The template the manage page offers for download. */
export const PLAN_TEMPLATE = 'Teaching plan template.docx';

/** Plans teachers and managers uploaded themselves: [file name, course-bag stage]. */
export const UPLOADED_PLANS = {
  scratchTerm: ['Scratch term plan - Autumn.docx', 'Grade 3-4'],
  pythonClub: ['Python club weekly schedule.xlsx', 'Junior High'],
  robotRules: ['Robot car race rules.pdf', 'Grade 5-6'],
  aiRubric: ['AI unit assessment rubric.docx', 'Grade 5-6'],
  parentsEvening: ['Parents evening handout.pdf', 'Grade 3-4'],
  gameJam: ['Game jam planning sheet.xlsx', 'Junior High'],
  assessmentCalendar: ['Campus assessment calendar.xlsx', 'All stages'],
  pythonSyllabus: ['Python pathway syllabus.docx', 'Junior High'],
  weekendClass: ['Weekend class plan.docx', 'Grade 3-4'],
  codingClubRules: ['Coding club classroom rules.pdf', 'All stages'],
  microbitLab: ['Micro:bit lab checklist.xlsx', 'Grade 5-6'],
} as const satisfies Record<string, readonly [string, string]>;

/** The plan a campus with automatic plans gets for a course bag, for the bag's first stage. */
export function bagPlanFileName(bag: { title: string; version: string }, stage: string): string {
  return `${bag.title} ${bag.version} - ${stage} plan.pdf`;
}

export function bagPlanName(bagIndex: number): string {
  const bag = COURSE_BAGS[bagIndex];
  return bagPlanFileName(bag, bag.stages[0]);
}

/** Every static plan document the demo world refers to. */
export function demoPlanFiles(): string[] {
  return [
    BUILT_IN_PLAN,
    PLAN_TEMPLATE,
    ...Object.values(UPLOADED_PLANS).map(([name]) => name),
    ...COURSE_BAGS.map((_, i) => bagPlanName(i)),
  ];
}
