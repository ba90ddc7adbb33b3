import { describe, expect, it } from 'vitest';
import type { CourseTime, ProjectAnalytics } from '@/types/analytics';
import { courseChartData, courseRankChartData, extensionRankChartData, progressChartData, worksChartData } from './chart-data';

describe('progress chart', () => {
  it('shows hours to one decimal, axis capped at 24', () => {
    const data = progressChartData({
      date_list: ['2026-03-01', '2026-03-02'],
      online_line_data: [5400, 0],
      creative_line_data: [0, 100_000],
      data_start: '2026-03-01',
    });
    expect(data.labels).toEqual(['03/01', '03/02']);
    expect(data.online).toEqual([1.5, 0]);
    expect(data.creative).toEqual([0, 27.8]);
    expect(data.max).toBe(24);
    expect(data.hasData).toBe(true);
  });

  it('has no data when every day is zero', () => {
    const data = progressChartData({ date_list: ['2026-03-01'], online_line_data: [0], creative_line_data: [0], data_start: '' });
    expect(data.hasData).toBe(false);
    expect(data.max).toBe(1);
  });
});

describe('courses chart', () => {
  const course = (id: number, title: string, total: number): CourseTime => ({ course: id, course_title: title, unit_id: 1, total });

  it('sorts longest first, cuts titles at 30 and keeps 20 bars', () => {
    const courses = Array.from({ length: 25 }, (_, i) => course(i + 1, `Course ${i + 1}`, (i + 1) * 600));
    courses.push(course(99, 'A very long course title that goes on and on', 90_000));
    const data = courseChartData(courses);
    expect(data.hours).toHaveLength(20);
    expect(data.hours[0]).toBe(25);
    expect(data.titles[0]).toBe('A very long course title that goes on and on');
    expect(data.labels[0]).toBe('A very long course title that …');
    expect(data.hours[1]).toBe(4.2);
    expect(data.labels[1]).toBe('Course 25');
  });
});

describe('works chart', () => {
  it('keeps the server order and every field', () => {
    const work = (id: number, views: number): ProjectAnalytics => ({
      id, project_name: `Work ${id}`, views, loves: id, favorites: id * 2, shared_views: id * 3, remixes: id * 4,
    });
    const data = worksChartData(Array.from({ length: 12 }, (_, i) => work(i + 1, 100 - i)));
    expect(data.titles).toHaveLength(10);
    expect(data.values.views.slice(0, 2)).toEqual([100, 99]);
    expect(data.values.shared_views[1]).toBe(6);
    expect(data.values.remixes[1]).toBe(8);
  });
});

describe('rankings', () => {
  it('name the staff, with watched and unwatched courses, and find the viewed user', () => {
    const data = courseRankChartData(
      [
        { user_id: 1, user_name: 'a', name: 'Ann', courses_num: 5, unread_courses_num: 3 },
        { user_id: 2, user_name: 'b', name: '', courses_num: 2, unread_courses_num: 6 },
      ],
      'b',
    );
    expect(data).toEqual({ names: ['Ann', 'b'], done: [5, 2], notDone: [3, 6], viewedIndex: 1 });
  });

  it('extensions used and unused', () => {
    const data = extensionRankChartData([{ user: 1, user_name: 'a', name: 'Ann', count: 4, unused_count: 8 }], 'z');
    expect(data).toEqual({ names: ['Ann'], done: [4], notDone: [8], viewedIndex: -1 });
  });
});
