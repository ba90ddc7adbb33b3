/**
 * Teams and their students (002 §5): name, description, teachers, key type, bulk creation.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import type { SecretType } from '@/types/manage';
import { type Check, firstInvalid, invalid } from './check';
import { STUDENT_NAME_MAX, normalisePersonName } from './names';
import { checkVisibleText, cut, isBlank, tooLong } from './text';

export const TEAM_NAME_MAX = 15;
export const TEAM_DESCRIPTION_MAX = 100;
export const BULK_CREATE_MAX = 100;
export const TEAM_TEACHERS_MIN = 1;
export const TEAM_TEACHERS_MAX = 3;
export const SECRET_TYPES: readonly SecretType[] = ['image', 'word'];

export function checkTeamName(value: string): Check {
  if (isBlank(value)) return invalid('validation.team.name.required');
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  if (/[,，]/.test(value)) return invalid('validation.team.name.comma');
  return tooLong(value, TEAM_NAME_MAX, 'validation.team.name.max');
}

export function checkTeamDescription(value: string | null | undefined): Check {
  return tooLong(value, TEAM_DESCRIPTION_MAX, 'validation.team.description.max');
}

/** Managers and organisation teachers may delete only teams without students. */
export function checkTeamDeletable(studentCount: number): Check {
  return studentCount > 0 ? invalid('validation.team.hasStudents') : null;
}

/** Bulk create: one name per line, normalised, each cut to 15 characters, blank lines dropped. */
export function parseBulkNames(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map(normalisePersonName)
    .filter((line) => line !== '')
    .map((line) => cut(line, STUDENT_NAME_MAX).trimEnd());
}

/** Finish is disabled at 0, above 100, or above the remaining quota (max_team_people − current). */
export function checkBulkCount(count: number, remaining: number): Check {
  if (count <= 0) return invalid('validation.bulk.empty');
  if (count > BULK_CREATE_MAX) return invalid('validation.bulk.max', { max: BULK_CREATE_MAX });
  if (count > remaining) return invalid('validation.bulk.quota');
  return null;
}

export function checkTeachingTeachers(teacherIds: readonly unknown[]): Check {
  if (teacherIds.length < TEAM_TEACHERS_MIN) return invalid('validation.teachers.required');
  if (teacherIds.length > TEAM_TEACHERS_MAX) return invalid('validation.teachers.max', { max: TEAM_TEACHERS_MAX });
  return null;
}

/** In the team picker a team with 3 or more teachers is disabled unless the teacher already teaches it. */
export function isTeamPickable(teamTeacherCount: number, alreadyTeaches: boolean): boolean {
  return alreadyTeaches || teamTeacherCount < TEAM_TEACHERS_MAX;
}

export interface TeamWizardDraft {
  name: string;
  teacherIds: readonly unknown[];
  keyType?: SecretType | null;
}

/** Next at step 0 needs a name and at least one teacher; at step 1 a key type. */
export function canAdvanceTeamWizard(step: 0 | 1, draft: TeamWizardDraft): boolean {
  if (step === 0) {
    return firstInvalid(checkTeamName(draft.name), checkTeachingTeachers(draft.teacherIds)) === null;
  }
  return checkSecretType(draft.keyType) === null;
}

export function checkSecretType(value: string | null | undefined): Check {
  return SECRET_TYPES.some((t) => t === value) ? null : invalid('validation.student.secretType.required');
}
