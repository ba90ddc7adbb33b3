/**
 * The progress grid's logic (issue 32): the rows in the chosen order, a cell's words, the courses
 * folded away, and the grid as a workbook. Pure, tested beside it.
 */
import { formatDate } from '@/lib/dates';
import type { ExcelExportRequest } from '@/types/export';
import type { ProgressCell, ProgressStudent, TeamProgress } from '@/types/progress';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const PROGRESS_SORTS = ['name', 'most', 'least'] as const;
export type ProgressSort = (typeof PROGRESS_SORTS)[number];

/** The rows in the chosen order: by name, or by units opened (then time, then name). */
export function sortStudents(students: readonly ProgressStudent[], sort: ProgressSort, locale: string): ProgressStudent[] {
  // One collator for the sort: localeCompare with a language makes one on every comparison.
  const collator = new Intl.Collator(locale);
  const byName = (a: ProgressStudent, b: ProgressStudent) => collator.compare(a.name, b.name);
  const seconds = (s: ProgressStudent) => s.cells.reduce((n, c) => n + c.seconds, 0);
  const rows = [...students];
  if (sort === 'name') return rows.sort(byName);
  const sign = sort === 'most' ? -1 : 1;
  return rows.sort((a, b) => (a.opened - b.opened) * sign || (seconds(a) - seconds(b)) * sign || byName(a, b));
}

/** Whole minutes, at least 1 for any time at all. */
export const minutesOf = (seconds: number) => (seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60)));

/** A cell by its unit id, per student: one map per row, built once. */
export function cellsByUnit(student: ProgressStudent): Map<number, ProgressCell> {
  return new Map(student.cells.map((c) => [c.unit, c]));
}

export function unitCount(grid: TeamProgress): number {
  return grid.courses.reduce((n, c) => n + c.units.length, 0);
}

/** A cell in words (its title on screen, its text in the workbook); '' for a unit not opened. */
export function cellText(cell: ProgressCell | undefined, t: Translate): string {
  if (!cell || (!cell.opened && cell.projects.length === 0)) return '';
  const parts: string[] = [];
  parts.push(cell.opened ? t('team.progress.cell.opened') : t('team.progress.cell.notOpened'));
  if (cell.seconds > 0) parts.push(t('team.progress.cell.minutes', { n: minutesOf(cell.seconds) }));
  if (cell.last_visit) parts.push(t('team.progress.cell.lastVisit', { date: formatDate(cell.last_visit) }));
  if (cell.projects.length > 0) parts.push(t('team.progress.cell.works', { n: cell.projects.length, titles: cell.projects.map((p) => p.title).join(', ') }));
  return parts.join(' · ');
}

/** The opened units of a student among a course's units (a folded course's one cell). */
export function openedIn(cells: Map<number, ProgressCell>, unitIds: readonly number[]): number {
  return unitIds.filter((id) => cells.get(id)?.opened).length;
}

/** The grid as a workbook: the student, their username and count, then one column per unit. */
export function progressExport(grid: TeamProgress, students: readonly ProgressStudent[], t: Translate): ExcelExportRequest {
  const units = grid.courses.flatMap((course) => course.units.map((unit) => ({ course, unit })));
  const total = units.length;
  return {
    headers_name: [t('team.progress.export.name'), t('team.progress.export.username'), t('team.progress.export.opened'), ...units.map(({ course, unit }) => `${course.title} / ${unit.title}`)],
    headers_key: ['name', 'username', 'opened', ...units.map(({ unit }) => `u${unit.id}`)],
    data: students.map((s) => {
      const cells = cellsByUnit(s);
      const row: Record<string, string | number> = { name: s.name, username: s.username, opened: `${s.opened}/${total}` };
      for (const { unit } of units) {
        const text = cellText(cells.get(unit.id), t);
        if (text) row[`u${unit.id}`] = text;
      }
      return row;
    }),
    filename: t('team.progress.export.file', { name: grid.team.name }),
  };
}
