import { describe, expect, it } from 'vitest';
import type { ActivitySeries, CourseTime, OrgRankingRow, RankingRow } from '@/types/analytics';
import {
  activeSummary,
  activityChartData,
  learnTimeChartData,
  orgRankingChartData,
  rankingChartData,
  stackedWorksChartData,
  timeStatChartData,
} from './campus-chart-data';

const series = (online: number[], creative: number[]): ActivitySeries => ({
  date_list: online.map((_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
  online_line_data: online,
  creative_line_data: creative,
  open_date: '2025-01-01',
  member_num: 40,
  active_num: 13,
  online_num: 11,
  creative_num: 9,
});

describe('activity', () => {
  it('counts users as they are, with an axis of at least 5, and finds the busiest day', () => {
    const data = activityChartData(series([1, 3, 2], [0, 1, 2]), 'users');
    expect(data.labels).toEqual(['03/01', '03/02', '03/03']);
    expect(data.max).toBe(5);
    expect(data.peak).toEqual({ day: '2026-03-02', online: 3, creative: 1 });
  });

  it('shows time in hours to one decimal, the axis left to echarts', () => {
    const data = activityChartData(series([5400, 0], [3600, 90]), 'time');
    expect(data.online).toEqual([1.5, 0]);
    expect(data.creative).toEqual([1, 0]);
    expect(data.max).toBeUndefined();
  });

  it('has no data and no busiest day when every day is zero', () => {
    const data = activityChartData(series([0, 0], [0, 0]), 'users');
    expect(data.hasData).toBe(false);
    expect(data.peak).toBeNull();
  });

  it('sums up the active data: rate to one decimal, daily means', () => {
    expect(activeSummary(series([1, 2, 4], [0, 0, 1]))).toEqual({
      members: 40, active: 13, rate: 32.5, online: 11, creative: 9, dailyOnline: 2.3, dailyCreative: 0.3,
    });
  });
});

describe('works per day', () => {
  it('stacks the author types on the days of the first series', () => {
    const days = ['2026-03-01', '2026-03-02'];
    const data = stackedWorksChartData([
      { date_list: days, result: [1, 0] },
      { date_list: days, result: [4, 2] },
      { date_list: days, result: [0, 1] },
    ]);
    expect(data.stacks).toEqual([[1, 0], [4, 2], [0, 1]]);
    expect(data.totals).toEqual([5, 3]);
    expect(data.total).toBe(8);
    expect(data.max).toBeUndefined();
  });
});

describe('bars that open what they show', () => {
  it('keeps the 20 longest-watched courses, in hours to one decimal, each opening /course/{course}/{unit}/', () => {
    const rows: CourseTime[] = Array.from({ length: 24 }, (_, i) => ({ course: i + 1, course_title: `C${i + 1}`, unit_id: 100 + i, total: (i + 1) * 1800 }));
    const data = learnTimeChartData(rows);
    expect(data.hours).toHaveLength(20);
    expect(data.hours[0]).toBe(12);
    expect(data.titles[0]).toBe('C24');
    expect(data.links[0]).toBe('/course/24/123');
    expect(data.hours[19]).toBe(2.5);
  });

  const row = (id: number): RankingRow => ({ id, title: `W${id}`, views: 100 - id, shared_views: id, loves: 2 * id, favorites: 3 * id, user_name: `u${id}`, name: id % 2 ? `N${id}` : '' });

  it('keeps the server order and 10 works of a team ranking, each opening its project', () => {
    const data = rankingChartData(Array.from({ length: 14 }, (_, i) => row(i + 1)));
    expect(data.titles).toHaveLength(10);
    expect(data.values.views.slice(0, 2)).toEqual([99, 98]);
    expect(data.values.favorites[1]).toBe(6);
    expect(data.authors.slice(0, 2)).toEqual(['N1', 'u2']);
    expect(data.links[0]).toBe('/project/1');
  });

  it('keeps 40 or 20 works at organisation level', () => {
    const rows: OrgRankingRow[] = Array.from({ length: 45 }, (_, i) => ({ ...row(i + 1), remixs: 0, influence: 100 - i, popularity: i, share_count: 0, project_num: 1 }));
    expect(orgRankingChartData(rows, 40).titles).toHaveLength(40);
    expect(orgRankingChartData(rows, 20).influence.slice(0, 2)).toEqual([100, 99]);
  });

  it("ranks staff time most first, each opening the person's home", () => {
    const data = timeStatChartData([
      { user_name: 'a', name: 'Ann', the_sum: 3600 },
      { user_name: 'b b', name: '', the_sum: 9000 },
    ]);
    expect(data).toEqual({ names: ['b b', 'Ann'], links: ['/account/home/b%20b', '/account/home/a'], hours: [2.5, 1] });
  });
});
