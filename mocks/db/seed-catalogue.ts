/** The course catalogue, course bags and community projects of the demo world. */
import { db } from './db';
import type { CourseRecord, CourseUnitRecord } from './schema';
import { COURSES, COURSE_BAGS, type CourseDef } from './content-courses';
import { COURSE_PROJECTS, type CourseProjectDef } from './content-projects';
import { coverPath } from './content-people';
import { deckPath, LESSON_CLIP, LESSON_VIDEO_ID, MATERIALS_ZIP, projectDocument, RESOURCE_FILES, themeOf, unitDocument, type LessonTheme } from './content-lessons';
import type { Rng } from './random';
import type { SeedContext } from './seed-context';

export interface Catalogue {
  /** course ids in the order of COURSES */
  courseIds: number[];
  /** course-bag ids in the order of COURSE_BAGS */
  bagIds: number[];
  courseProjectIds: number[];
  /** the product guide the portfolio and team lists link to as "course 38" */
  guideCourseId: number;
  /** the last chapter and unit ids given out, so later steps continue after them */
  counters: CatalogueCounters;
}

export interface CatalogueCounters {
  chapterId: number;
  unitId: number;
  resourceId: number;
  aidId: number;
}

/** Spec 002 links its help text to /course/38/0, so the guide course keeps that id. */
const GUIDE_COURSE_ID = 38;

const KIT_AIDS: Record<string, CourseRecord['aids']> = {
  'micro:bit': [
    { id: 0, name: 'micro:bit V2 board', url: 'https://microbit.org', remark: 'One per group', number: 1, unit: 'board', calculate_way: 0 },
    { id: 0, name: 'USB cable', url: '', remark: 'Micro USB', number: 1, unit: 'cable', calculate_way: 0 },
  ],
  'Arduino kit': [
    { id: 0, name: 'Arduino Uno starter kit', url: 'https://www.arduino.cc', remark: 'Includes breadboard and jumpers', number: 1, unit: 'kit', calculate_way: 0 },
    { id: 0, name: 'LED pack', url: '', remark: 'Assorted colours', number: 5, unit: 'piece', calculate_way: 1 },
  ],
  'Robot car': [
    { id: 0, name: 'Robot car kit', url: '', remark: 'Charge batteries the day before', number: 1, unit: 'car', calculate_way: 0 },
    { id: 0, name: 'Line track mat', url: '', remark: 'Shared by two groups', number: 1, unit: 'mat', calculate_way: 0 },
  ],
  'AI camera': [{ id: 0, name: 'USB camera', url: '', remark: 'Any 720p webcam works', number: 1, unit: 'camera', calculate_way: 0 }],
  'No kit': [{ id: 0, name: 'Printed worksheet', url: '', remark: 'Double-sided', number: 1, unit: 'sheet', calculate_way: 1 }],
};

/**
 * Inserts one course with its chapters, units (lesson documents, slides, clip, materials),
 * resources and aids. The random draws (group size, creation time) come from `rng` in a fixed
 * order, so a step's world does not change when other steps change.
 */
export function insertCourse(
  ctx: SeedContext,
  rng: Rng,
  counters: CatalogueCounters,
  def: CourseDef,
  index: number,
  id?: number,
): CourseRecord {
  const platform = def.platforms[0];
  const theme: LessonTheme = themeOf(def);
  const chapters = def.chapters.map((line) => {
    const cut = line.indexOf(': ');
    const chapterTitle = line.slice(0, cut).trim();
    const unitList = line.slice(cut + 2);
    const units: CourseUnitRecord[] = unitList.split('|').map((raw) => {
      const title = raw.trim();
      counters.unitId += 1;
      const unitId = counters.unitId;
      return {
        id: unitId,
        title,
        content: unitDocument({ course: ctx.text(def.title), chapter: ctx.text(chapterTitle), unit: ctx.text(title), theme, language: ctx.language }),
        ppt_furl: deckPath(theme),
        download_url: MATERIALS_ZIP,
        is_down: unitId % 3 !== 0,
        previewvideo: unitId % 4 === 0 ? LESSON_CLIP.sd : '',
      };
    });
    counters.chapterId += 1;
    return { id: counters.chapterId, title: chapterTitle, units };
  });
  const resources = [
    { id: ++counters.resourceId, title: 'Teacher guide (PDF)', content: RESOURCE_FILES.guide },
    { id: ++counters.resourceId, title: `Starter project (${platform})`, content: RESOURCE_FILES.starter },
    ...(index % 2 === 0 ? [{ id: ++counters.resourceId, title: 'Student worksheet (PDF)', content: RESOURCE_FILES.worksheet }] : []),
    ...(index % 3 === 0 ? [{ id: ++counters.resourceId, title: 'Lesson video', content: `/playerPage?vid=${LESSON_VIDEO_ID}` }] : []),
  ];
  return db.courses.insert({
    ...(id != null ? { id } : {}),
    title: def.title,
    subtitle: def.subtitle,
    description: def.description,
    cover: coverPath(def.cover),
    is_series: def.series ?? false,
    chapters,
    resources,
    aids: (KIT_AIDS[def.aid] ?? []).map((aid) => ({ ...aid, id: ++counters.aidId })),
    student_numbers: 30,
    group_number: def.aid === 'No kit' ? 1 : rng.int(2, 4),
    new_course_type: def.type,
    new_suit_tags: def.stages.join('|'),
    new_teaching_aid: def.aid,
    new_program_platform: def.platforms.join('|'),
    is_aliyun_ppt: index % 4 === 0,
    ppt_furl: chapters[0]?.units[0]?.ppt_furl ?? deckPath(theme),
    campus: def.campusOwn ? 1 : null,
    is_hot: def.hot ?? false,
    created_at: ctx.ago(rng.int(20, 600), rng.int(0, 600)),
  });
}

/** The theme of a community project, from its key and hardware tags. */
export function projectTheme(p: { key: string; hardware: string; knowledge: readonly string[]; result: string }): LessonTheme {
  if (p.hardware === 'micro:bit') return 'microbit';
  if (p.hardware === 'Arduino') return 'arduino';
  if (p.key === 'AI') return 'ai';
  if (p.key === 'Python') return p.knowledge.includes('data analysis') && p.result === 'tool' ? 'data' : 'python';
  if (p.key === 'C++') return 'cpp';
  return 'scratch';
}

export function seedCatalogue(ctx: SeedContext): Catalogue {
  const { rng } = ctx;
  const counters: CatalogueCounters = { chapterId: 500, unitId: 1000, resourceId: 0, aidId: 0 };
  const add = (def: CourseDef, index: number, id?: number) => insertCourse(ctx, rng, counters, def, index, id);

  const courseIds = COURSES.map((def, i) => add(def, i).id);
  const guide = add(
    {
      title: 'Teaching Cloud Guide: Teams and Portfolios',
      subtitle: 'How to run classes on the platform',
      description: 'A short guide for teachers: creating teams, printing login cards, collecting works in portfolios and reading the data centre.',
      type: 'Graphical Programming',
      stages: ['Grade 1-2', 'Grade 3-4', 'Grade 5-6', 'Junior High', 'Senior High'],
      platforms: ['Scratch'],
      aid: 'No kit',
      cover: 'rainbow',
      chapters: ['Teams: Creating a team | Adding students | Login cards', 'Portfolios: Team portfolios | Regional portfolios | Activity and members'],
    },
    GUIDE_COURSE_ID - 1,
    GUIDE_COURSE_ID,
  );

  const bagIds = COURSE_BAGS.map(
    (bag) =>
      db.courseBags.insert({
        title: bag.title,
        new_suit_tags: bag.stages.join('|'),
        new_program_platform: bag.platforms.join('|'),
        version: bag.version,
        new_teaching_aid: bag.aids.join('|'),
        courses: bag.courses.map((i) => courseIds[i]),
        org_ids: bag.orgs,
      }).id,
  );

  const courseProjectIds = COURSE_PROJECTS.map((p, i) => insertCourseProject(ctx, rng, p, i));

  return { courseIds, bagIds, courseProjectIds, guideCourseId: guide.id, counters };
}

/** Inserts one community project (its guide, slides, clip and download); one random draw pair. */
export function insertCourseProject(ctx: SeedContext, rng: Rng, p: CourseProjectDef, i: number): number {
  const theme = projectTheme(p);
  return db.courseProjects.insert({
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    cover: coverPath(p.cover),
    category: p.category,
    tag: [p.key, p.result, ...p.knowledge.slice(0, 2)],
    difficult_tags: p.difficulty,
    knowledge_tags: p.knowledge.join('|'),
    key_tags: p.key,
    result_tags: p.result,
    hardware_tags: p.hardware,
    ppt_furl: deckPath(theme),
    previewvideo: i % 3 === 0 ? LESSON_CLIP.sd : '',
    download_url: p.category === 'space' ? RESOURCE_FILES.starter : MATERIALS_ZIP,
    is_down: i % 4 !== 3,
    content: projectDocument(ctx.text(p.title), ctx.text(p.description), p.steps.map(ctx.text), theme, ctx.language),
    created_at: ctx.ago(rng.int(10, 400), rng.int(0, 600)),
  }).id;
}

/** The counters after what is stored: new chapters, units, resources and aids get fresh ids. */
function countersAfter(courses: readonly CourseRecord[]): CatalogueCounters {
  const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
  return {
    chapterId: max(courses.flatMap((c) => c.chapters.map((ch) => ch.id))),
    unitId: max(courses.flatMap((c) => c.chapters.flatMap((ch) => ch.units.map((u) => u.id)))),
    resourceId: max(courses.flatMap((c) => c.resources.map((r) => r.id))),
    aidId: max(courses.flatMap((c) => c.aids.map((a) => a.id))),
  };
}

/**
 * The large world's catalogue: the demo's courses and community projects again in numbered
 * editions (never hot, never a campus's own), so the catalogue and the explore page have
 * hundreds of entries to page, filter and search through.
 */
export function seedLargeCatalogue(ctx: SeedContext, editions: number): void {
  const { rng } = ctx;
  const counters = countersAfter(db.courses.all());
  for (let edition = 2; edition <= editions + 1; edition++) {
    COURSES.forEach((def, i) => {
      insertCourse(ctx, rng, counters, { ...def, title: `${def.title} · ${edition}`, hot: false, campusOwn: false }, i);
    });
    COURSE_PROJECTS.forEach((p, i) => insertCourseProject(ctx, rng, { ...p, title: `${p.title} · ${edition}` }, i));
  }
}

