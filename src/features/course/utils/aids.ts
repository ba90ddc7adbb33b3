/**
 * The preparation table's teaching-aids calculator (spec 001 §5): the student count and group
 * size are positive integers or empty; the group size is clamped to the student count; each
 * aid's quantity follows its calculate_way (rules in lib/validators/courses.ts).
 */
import type { Check } from '@/lib/validators/check';
import { aidQuantity, checkAidCount, clampGroupSize, parseAidCount } from '@/lib/validators/courses';
import type { TeachingAid } from '@/types/content';

export interface AidInputs {
  students: string;
  groupSize: string;
}

export interface AidRow extends TeachingAid {
  /** null while an input it needs is empty or invalid */
  quantity: number | null;
}

export interface AidCalculation {
  rows: AidRow[];
  studentsError: Check;
  groupSizeError: Check;
}

export function calculateAids(aids: readonly TeachingAid[], inputs: AidInputs): AidCalculation {
  const students = parseAidCount(inputs.students);
  const groupSize = clampGroupSize(parseAidCount(inputs.groupSize), students);
  return {
    rows: aids.map((aid) => ({ ...aid, quantity: aidQuantity(aid, students, groupSize) })),
    studentsError: checkAidCount(inputs.students),
    groupSizeError: checkAidCount(inputs.groupSize),
  };
}

/** The group size as the field shows it after leaving it: clamped to the student count. */
export function clampedGroupInput(inputs: AidInputs): string {
  const students = parseAidCount(inputs.students);
  const group = parseAidCount(inputs.groupSize);
  const clamped = clampGroupSize(group, students);
  return clamped === null || clamped === group ? inputs.groupSize.trim() : String(clamped);
}

/** The starting inputs: the course's own class and group sizes. */
export function initialAidInputs(course: { student_numbers: number; group_number: number }): AidInputs {
  const positive = (n: number) => (Number.isInteger(n) && n > 0 ? String(n) : '');
  return { students: positive(course.student_numbers), groupSize: positive(course.group_number) };
}
