/**
 * The add- and modify-teacher wizards' values (spec 002 §4.7, §5) and what goes to the server:
 * the payload of POST/PUT /api/v1/employee/, which step each field lives on (a server error on a
 * field takes the wizard back to it), and the wizard's path through its steps.
 */
import type { Employee, EmployeePayload, OtherStaff } from '@/types/manage';
import { QUOTA_FIELDS, currentQuota } from './quota';

export type PersonSource = 'staff' | 'new';

export interface TeacherFormValues {
  source: PersonSource;
  /** the chosen staff member (source 'staff') */
  employee?: number;
  /** a new user's name and phone (source 'new'), or the teacher's name when modifying */
  name?: string;
  phone?: string;
  /** true shares the campus quota (the default, 002 §9) */
  is_full: boolean;
  student_num?: number;
  team_num?: number;
  sample_reels?: number;
  team_list: number[];
  courses: number[];
  course_bags: number[];
  /** modifying: the manager role (set up or revoked) */
  is_manager?: boolean;
}

export type WizardStep = 'person' | 'assignment' | 'courseCheck';

/** Which step shows each field. */
export const FIELD_STEP: Readonly<Record<keyof TeacherFormValues, WizardStep>> = {
  source: 'person',
  employee: 'person',
  name: 'person',
  phone: 'person',
  is_full: 'assignment',
  student_num: 'assignment',
  team_num: 'assignment',
  sample_reels: 'assignment',
  team_list: 'assignment',
  courses: 'assignment',
  course_bags: 'assignment',
  is_manager: 'person',
};

export function isFormField(key: string): key is keyof TeacherFormValues {
  return Object.hasOwn(FIELD_STEP, key);
}

export const NEW_TEACHER: TeacherFormValues = { source: 'staff', is_full: true, team_list: [], courses: [], course_bags: [] };

/** The modify wizard starts from the teacher's row. */
export function valuesOf(employee: Employee): TeacherFormValues {
  return {
    source: 'staff',
    employee: employee.id,
    name: employee.name,
    phone: employee.phone,
    is_full: employee.is_manager || employee.is_full,
    student_num: currentQuota('student_num', employee),
    team_num: currentQuota('team_num', employee),
    sample_reels: currentQuota('sample_reels', employee),
    team_list: employee.team.map((team) => team.id),
    courses: [...employee.course],
    course_bags: [...employee.course_bag],
    is_manager: employee.is_manager,
  };
}

/**
 * The payload. A manager always shares and has every course (002 §5): no quota and no course
 * assignment are sent for one. A shared quota sends zeros.
 */
export function toPayload(values: TeacherFormValues, person: { isManager: boolean; staff?: OtherStaff; editing?: Employee }): EmployeePayload {
  const { staff, editing, isManager } = person;
  const dedicated = !isManager && !values.is_full;
  const quota = Object.fromEntries(QUOTA_FIELDS.map((field) => [field, dedicated ? (values[field] ?? 0) : 0])) as Pick<
    EmployeePayload,
    'student_num' | 'team_num' | 'sample_reels'
  >;
  const fromStaff = !editing && values.source === 'staff';
  return {
    name: (fromStaff ? staff?.regional_username || staff?.username : values.name)?.trim() ?? '',
    phone: (fromStaff ? staff?.phone : (values.phone ?? editing?.phone))?.trim() ?? '',
    employee: editing ? editing.id : fromStaff ? (values.employee ?? null) : null,
    is_full: !dedicated,
    ...quota,
    team_list: values.team_list,
    courses: isManager ? [] : values.courses,
    course_bags: isManager ? [] : values.course_bags,
    // The whole teacher goes back: the version read makes a change made since a 409, not undone.
    ...(editing ? { is_manager: isManager, version: editing.version } : {}),
  };
}

/**
 * The steps the wizard shows: who (adding) or the name (modifying), then quota, teams and
 * courses. A manager has no quota or course choice: adding one skips the course step, and
 * modifying one is a single step (002 §4.7).
 */
export function stepsOf(mode: 'add' | 'modify', isManager: boolean): WizardStep[] {
  if (mode === 'modify' && isManager) return ['person'];
  return ['person', 'assignment'];
}

/** The course check runs for non-managers only, and the confirmation appears only when it lists courses. */
export function needsCourseCheck(isManager: boolean): boolean {
  return !isManager;
}
