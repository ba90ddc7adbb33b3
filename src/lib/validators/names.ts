/**
 * Person names (students, teachers): normalised, then required, at most their length, parts of
 * Chinese, letters, digits or underscore with one space between parts (docs/api.md "Person names").
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type Check, invalid } from './check';
import { checkVisibleText, textLength } from './text';

export const STUDENT_NAME_MAX = 15;
export const TEACHER_NAME_MAX = 20;

/**
 * A person's name (students, teachers): parts of Chinese, letters, digits or underscore, with one
 * space between parts ("Emma Wilson", "Mary Ann Lee"). Beyond 002 §5, whose rule was written for
 * Chinese names (docs/api.md "Person names").
 */
const PERSON_NAME = /^[\p{Script=Han}A-Za-z0-9_]+(?: [\p{Script=Han}A-Za-z0-9_]+)*$/u;

/**
 * A person's name as it is checked, stored and compared: trimmed, each run of spaces one space
 * ("  Emma   Wilson " → "Emma Wilson"). Every student and teacher name goes through it.
 */
export function normalisePersonName(raw: string): string {
  return raw.trim().replace(/ {2,}/g, ' ');
}

/** The person-name rule after normalising: required, at most `max` characters, PERSON_NAME. */
function personNameProblem(value: string, max: number): 'required' | 'max' | 'pattern' | null {
  const name = normalisePersonName(value);
  if (name === '') return 'required';
  if (textLength(name) > max) return 'max';
  return PERSON_NAME.test(name) ? null : 'pattern';
}

/** Team students and org students: required, max 15, Chinese, English, digits or underscore, single inner spaces. */
export function checkStudentName(value: string): Check {
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  const problem = personNameProblem(value, STUDENT_NAME_MAX);
  if (problem === 'required') return invalid('validation.student.name.required');
  if (problem === 'max') return invalid('validation.student.name.max', { max: STUDENT_NAME_MAX });
  return problem ? invalid('validation.student.name.pattern') : null;
}

/** Required, max 20, the person-name rule (single inner spaces). */
export function checkTeacherName(value: string): Check {
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  const problem = personNameProblem(value, TEACHER_NAME_MAX);
  if (problem === 'required') return invalid('validation.teacher.name.required');
  if (problem === 'max') return invalid('validation.teacher.name.max', { max: TEACHER_NAME_MAX });
  return problem ? invalid('validation.teacher.name.pattern') : null;
}
