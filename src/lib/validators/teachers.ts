/**
 * The campus management centre's teachers and their quotas (002 §5).
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { checkPhone } from './accounts';
import { type Check, invalid } from './check';

/** Required and valid. */
export const checkTeacherPhone = checkPhone;

/** The phone lookup's type for a newly invited teacher: existing teachers and staff are rejected. */
export function checkTeacherPhoneType(type: string | null | undefined): Check {
  if (type === 'teacher') return invalid('validation.teacher.phone.isTeacher');
  if (type === 'staff' || type === 'manager') return invalid('validation.teacher.phone.isStaff');
  return null;
}

export function checkEmployeeSelected(employeeId: number | string | null | undefined): Check {
  return employeeId == null || employeeId === '' ? invalid('validation.employee.required') : null;
}

/** is_full: true shares the campus quota, false gives a dedicated one. */
export function checkQuotaMode(isFull: boolean | null | undefined): Check {
  return typeof isFull === 'boolean' ? null : invalid('validation.quotaMode.required');
}

export function canAddTeacher(staffCount: number, maxStaff: number): boolean {
  return staffCount < maxStaff;
}

export interface QuotaLimits {
  /** The campus remaining amount of this quota. */
  remaining: number;
  /** When modifying: what the teacher has already created. */
  base?: number;
  /** When modifying: the teacher's current dedicated allocation. */
  own?: number;
}

/** 0..remaining when creating; base..remaining + own when modifying. */
export function quotaRange(limits: QuotaLimits): { min: number; max: number } {
  return { min: limits.base ?? 0, max: Math.max(0, limits.remaining) + (limits.own ?? 0) };
}

/** One of student_num, team_num, sample_reels of a dedicated quota. */
export function checkDedicatedQuota(value: number | null | undefined, limits: QuotaLimits): Check {
  if (value == null) return invalid('validation.quota.required');
  if (!Number.isInteger(value)) return invalid('validation.quota.integer');
  const { min, max } = quotaRange(limits);
  if (value >= min && value <= max) return null;
  if (limits.remaining <= 0 && value > max) return invalid('validation.quota.insufficient');
  return invalid('validation.quota.range', { min, max });
}
