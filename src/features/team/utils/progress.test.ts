import { describe, expect, it } from 'vitest';
import type { ProgressStudent, TeamProgress } from '@/types/progress';
import { cellText, minutesOf, openedIn, progressExport, sortStudents } from './progress';

const t = (key: string, p: Record<string, string | number> = {}) => `${key}${Object.keys(p).length ? JSON.stringify(p) : ''}`;
const student = (id: number, name: string, opened: number, seconds = 0): ProgressStudent => ({
  id, name, username: `u${id}`, opened, cells: seconds ? [{ unit: 1, opened: true, seconds, last_visit: null, projects: [] }] : [],
});

describe('the progress grid logic', () => {
  it('sorts by name, or by units opened then time then name, either way', () => {
    const rows = [student(1, 'Cleo', 2, 60), student(2, 'Abe', 5), student(3, 'Bea', 2, 600), student(4, 'Dan', 0)];
    expect(sortStudents(rows, 'name', 'en').map((s) => s.name)).toEqual(['Abe', 'Bea', 'Cleo', 'Dan']);
    expect(sortStudents(rows, 'most', 'en').map((s) => s.name)).toEqual(['Abe', 'Bea', 'Cleo', 'Dan']);
    expect(sortStudents(rows, 'least', 'en').map((s) => s.name)).toEqual(['Dan', 'Cleo', 'Bea', 'Abe']);
  });

  it('rounds time to minutes, at least one for any time', () => {
    expect([0, 1, 29, 90, 3600].map(minutesOf)).toEqual([0, 1, 1, 2, 60]);
  });

  it('says a cell in words, nothing for a unit never opened', () => {
    expect(cellText(undefined, t)).toBe('');
    expect(cellText({ unit: 1, opened: false, seconds: 0, last_visit: null, projects: [] }, t)).toBe('');
    expect(cellText({ unit: 1, opened: true, seconds: 600, last_visit: '2026-03-05T10:00:00.000Z', projects: [{ id: 9, title: 'Maze' }] }, t)).toBe(
      'team.progress.cell.opened · team.progress.cell.minutes{"n":10} · team.progress.cell.lastVisit{"date":"2026/03/05"} · team.progress.cell.works{"n":1,"titles":"Maze"}',
    );
    const cells = new Map([[1, { unit: 1, opened: true, seconds: 0, last_visit: null, projects: [] }], [2, { unit: 2, opened: false, seconds: 0, last_visit: null, projects: [{ id: 1, title: 'x' }] }]]);
    expect(openedIn(cells, [1, 2, 3])).toBe(1);
  });

  it('exports a row per student and a column per unit, empty cells left out', () => {
    const grid: TeamProgress = {
      team: { code: 'ABCDEF', name: 'Code Explorers' },
      courses: [{ id: 7, title: 'Loops', units: [{ id: 1, title: 'One' }, { id: 2, title: 'Two' }] }],
      students: [],
    };
    const out = progressExport(grid, [student(1, 'Abe', 1, 120), student(2, 'Bea', 0)], t);
    expect(out.headers_key).toEqual(['name', 'username', 'opened', 'u1', 'u2']);
    expect(out.headers_name.slice(3)).toEqual(['Loops / One', 'Loops / Two']);
    expect(out.data).toEqual([
      { name: 'Abe', username: 'u1', opened: '1/2', u1: 'team.progress.cell.opened · team.progress.cell.minutes{"n":2}' },
      { name: 'Bea', username: 'u2', opened: '0/2' },
    ]);
    expect(out.filename).toBe('team.progress.export.file{"name":"Code Explorers"}');
  });
});
