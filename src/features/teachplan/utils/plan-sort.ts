/**
 * The list order (the user's plan_sort setting) as the table's sortable columns see it: a field
 * and a direction. Clearing a column's sort goes back to newest first.
 */
import { DEFAULT_PLAN_SORT } from '@/lib/validators/teach-plans';
import type { PlanSort } from '@/types/content';

export type SortField = 'file_name' | 'course_bag_tag' | 'created_at';
export type SortOrder = 'ascend' | 'descend' | null;

export function sortOrderOf(sort: PlanSort, field: SortField): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

export function planSortOf(field: SortField | undefined, order: SortOrder | undefined): PlanSort {
  if (!field || !order) return DEFAULT_PLAN_SORT;
  return (order === 'descend' ? `-${field}` : field) as PlanSort;
}
