import { describe, expect, it } from 'vitest';
import type { TeachPlan } from '@/types/content';
import { enabledPlans, selectedPlan, viewerPath } from './viewer';

const plan = (id: number, enable = true): TeachPlan => ({
  id,
  enable,
  file_name: `plan ${id}.pdf`,
  file_url: `/plans/${id}.pdf`,
  file_size: 0,
  course_bag_tag: '',
  course_bag: null,
  is_share: false,
  author: 'me',
  author_name: 'Me',
  from_campus: null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('the viewer', () => {
  const plans = [plan(3), plan(0), plan(5, false), plan(9)];

  it('offers the enabled plans in the list order', () => {
    expect(enabledPlans(plans).map((p) => p.id)).toEqual([3, 0, 9]);
  });

  it.each([
    [null, 3],
    ['9', 9],
    ['0', 0],
    ['5', 3], // disabled: not offered, the first one instead
    ['42', 3],
    ['x', 3],
    ['', 3],
  ])('shows ?plan=%j as plan %i', (requested, id) => {
    expect(selectedPlan(enabledPlans(plans), requested)?.id).toBe(id);
  });

  it('shows nothing when no plan is enabled', () => {
    expect(selectedPlan([], '3')).toBeNull();
  });

  it.each([
    [undefined, false, '/teachplan'],
    [7, false, '/teachplan?plan=7'],
    [0, true, '/teachplan?plan=0&popup=1'],
    [null, true, '/teachplan?popup=1'],
  ] as const)('paths: plan %s, popup %s → %s', (id, popup, path) => {
    expect(viewerPath(id, popup)).toBe(path);
  });
});
