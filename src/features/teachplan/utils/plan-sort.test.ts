import { describe, expect, it } from 'vitest';
import { PLAN_SORTS } from '@/lib/validators/teach-plans';
import { planSortOf, sortOrderOf, type SortField } from './plan-sort';

const FIELDS: SortField[] = ['file_name', 'course_bag_tag', 'created_at'];

describe('plan sort', () => {
  it.each([
    ['file_name', 'ascend', 'file_name'],
    ['file_name', 'descend', '-file_name'],
    ['created_at', 'ascend', 'created_at'],
    ['course_bag_tag', 'descend', '-course_bag_tag'],
    ['file_name', null, '-created_at'],
    [undefined, undefined, '-created_at'],
  ] as const)('%s %s → %s', (field, order, sort) => {
    expect(planSortOf(field, order)).toBe(sort);
  });

  it('round-trips every order the server accepts, with exactly one sorted column', () => {
    for (const sort of PLAN_SORTS) {
      const sorted = FIELDS.filter((f) => sortOrderOf(sort, f) !== null);
      expect(sorted).toHaveLength(1);
      expect(planSortOf(sorted[0], sortOrderOf(sort, sorted[0]))).toBe(sort);
    }
  });
});
