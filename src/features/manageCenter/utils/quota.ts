/**
 * Quota figures of the management centre (spec 002 §3, §5, §9): the teacher table's quota text,
 * the dedicated-quota bounds of the wizards, and counts with thousands separators.
 */
import type { QuotaLimits } from '@/lib/validators/teachers';
import type { Employee, QuotaSummary } from '@/types/manage';

/** student_nums, team_nums, studio_nums: "used/limit" for a dedicated quota, "all" when shared. */
export interface QuotaUse {
  used: number;
  limit: number;
}

/** The quota text of a teacher row; null when the teacher shares the campus quota ("all"). */
export function parseQuotaText(text: string): QuotaUse | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  return match ? { used: Number(match[1]), limit: Number(match[2]) } : null;
}

/** The three dedicated quotas and the fields that carry them. */
export const QUOTA_FIELDS = ['student_num', 'team_num', 'sample_reels'] as const;
export type QuotaField = (typeof QUOTA_FIELDS)[number];

const REMAINING: Record<QuotaField, keyof QuotaSummary> = {
  student_num: 'remaining_students',
  team_num: 'remaining_team',
  sample_reels: 'remaining_portfolio',
};

const TEXT: Record<QuotaField, 'student_nums' | 'team_nums' | 'studio_nums'> = {
  student_num: 'student_nums',
  team_num: 'team_nums',
  sample_reels: 'studio_nums',
};

const BASE: Record<QuotaField, 'teacher_student_nums' | 'teacher_team_nums' | 'teacher_studio_nums'> = {
  student_num: 'teacher_student_nums',
  team_num: 'teacher_team_nums',
  sample_reels: 'teacher_studio_nums',
};

type EditedEmployee = Pick<Employee, 'student_nums' | 'team_nums' | 'studio_nums' | 'teacher_student_nums' | 'teacher_team_nums' | 'teacher_studio_nums'>;

/**
 * The bounds of one dedicated quota (002 §5): 0 to the campus remaining amount when adding; when
 * modifying, at least what the teacher already created and at most the remaining amount plus
 * the teacher's own current allocation.
 */
export function quotaLimits(field: QuotaField, summary: QuotaSummary, editing?: EditedEmployee): QuotaLimits {
  const remaining = summary[REMAINING[field]];
  if (!editing) return { remaining };
  const own = parseQuotaText(editing[TEXT[field]])?.limit ?? 0;
  return { remaining, base: editing[BASE[field]], own };
}

/** A teacher's current dedicated quota (the modify wizard's starting values); 0 when sharing. */
export function currentQuota(field: QuotaField, employee: Pick<Employee, 'student_nums' | 'team_nums' | 'studio_nums'>): number {
  return parseQuotaText(employee[TEXT[field]])?.limit ?? 0;
}
