/**
 * How an employee's quota reads in the teacher table (spec 002 §3: student_nums, team_nums,
 * studio_nums are text, "used/limit" for a dedicated quota or "all" when the campus quota is shared).
 */
export const SHARED_QUOTA_TEXT = 'all';

export function quotaText(shared: boolean, used: number, limit: number): string {
  return shared ? SHARED_QUOTA_TEXT : `${used}/${limit}`;
}
