/**
 * A campus student's status (spec 002 §4.8): frozen wins over the comment permission, which
 * can only be toggled while the account is not frozen.
 */
import type { OrgStudentRecord } from '../db/schema';

export type StudentStatus = 'normal' | 'freeze' | 'no_comment';

/** The `role` filter of the student table: a status or all. */
export const STUDENT_STATUS_FILTERS = ['all', 'normal', 'freeze', 'no_comment'] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];

export function studentStatus(s: Pick<OrgStudentRecord, 'is_freeze' | 'allow_comments'>): StudentStatus {
  if (s.is_freeze) return 'freeze';
  return s.allow_comments ? 'normal' : 'no_comment';
}

export function isStudentStatusFilter(value: string): value is StudentStatusFilter {
  return (STUDENT_STATUS_FILTERS as readonly string[]).includes(value);
}
