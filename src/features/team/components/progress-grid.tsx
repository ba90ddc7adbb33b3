/**
 * The progress grid (issue 32): one row per student, one column per unit, grouped by course;
 * a course folds to one column (units opened of its units). A plain table that scrolls inside
 * its own box, the student's name staying in view. A class of more than WINDOW_FROM students
 * draws the rows in and near the box's view only (aria-rowcount and aria-rowindex tell a screen
 * reader where it is), so 100 students × 60 units draw well within a second; printing draws
 * every row.
 */
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { ProgressCell, ProgressStudent, TeamProgress } from '@/types/progress';
import { cellText, cellsByUnit, minutesOf, openedIn, unitCount } from '../utils/progress';
import { paths } from '@/lib/paths';

type Translate = ReturnType<typeof useT>;

/** Classes up to this size draw every row at once. */
const WINDOW_FROM = 40;
/** Rows drawn above and below the box's view, so a scroll shows drawn rows while the next ones come. */
const OVERSCAN = 6;
/** The box's height until it is measured: its most (progress.css: max-height 70vh). */
const firstHeight = () => Math.round(window.innerHeight * 0.7);
/** A row's height until one is measured (the name and its count line). */
const ROW_ESTIMATE = 40;

/** The rows to draw: all of them, or those in and near the box's view. */
function useRowWindow(box: RefObject<HTMLDivElement | null>, rows: number) {
  const windowed = rows > WINDOW_FROM;
  const [printing, setPrinting] = useState(false);
  const [view, setView] = useState(() => ({ top: 0, height: firstHeight(), row: ROW_ESTIMATE }));
  useEffect(() => {
    const el = box.current;
    if (!windowed || !el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const drawn = el.querySelector<HTMLElement>('tbody tr[aria-rowindex]')?.offsetHeight ?? 0;
      setView((v) => {
        const next = { top: el.scrollTop, height: el.clientHeight, row: drawn > 0 ? drawn : v.row };
        return next.top === v.top && next.height === v.height && next.row === v.row ? v : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(el);
    // paper gets every row: drawn before the browser lays the page out for printing
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [box, windowed]);
  if (!windowed || printing) return { start: 0, end: rows, rowHeight: view.row };
  const start = Math.max(0, Math.floor(view.top / view.row) - OVERSCAN);
  const end = Math.min(rows, Math.ceil((view.top + view.height) / view.row) + OVERSCAN);
  return { start, end, rowHeight: view.row };
}

function Cell({ cell, t }: { cell: ProgressCell | undefined; t: Translate }) {
  const text = cellText(cell, t);
  if (!cell || !text) return <td className="progress-cell progress-cell--none" />;
  const minutes = minutesOf(cell.seconds);
  const level = !cell.opened ? 'works' : minutes >= 30 ? 'long' : minutes > 0 ? 'some' : 'opened';
  return (
    <td className={`progress-cell progress-cell--${level}`} title={text}>
      <span aria-hidden="true">
        {cell.opened ? (minutes > 0 ? `${minutes}′` : '✓') : ''}
        {cell.projects.length > 0 ? <span className="progress-cell__works">◆{cell.projects.length}</span> : null}
      </span>
      <span className="visually-hidden">{text}</span>
    </td>
  );
}

const Row = memo(function Row({ student, grid, collapsed, total, index }: { student: ProgressStudent; grid: TeamProgress; collapsed: ReadonlySet<number>; total: number; index: number }) {
  const t = useT();
  const cells = cellsByUnit(student);
  return (
    <tr aria-rowindex={index + 3}>
      <th scope="row" className="progress-table__student">
        <Link to={paths.userHome.href(student.username)}>{student.name}</Link>
        <span className="progress-table__count">{t('team.progress.openedOf', { n: student.opened, total })}</span>
      </th>
      {grid.courses.map((course) =>
        collapsed.has(course.id) ? (
          <td key={course.id} className="progress-cell progress-cell--folded">
            {openedIn(cells, course.units.map((u) => u.id))}/{course.units.length}
          </td>
        ) : (
          course.units.map((unit) => <Cell key={unit.id} cell={cells.get(unit.id)} t={t} />)
        ),
      )}
    </tr>
  );
});

export function ProgressGrid({
  grid,
  students,
  collapsed,
  onToggle,
}: {
  grid: TeamProgress;
  students: readonly ProgressStudent[];
  collapsed: ReadonlySet<number>;
  onToggle: (courseId: number) => void;
}) {
  const t = useT();
  const total = unitCount(grid);
  const box = useRef<HTMLDivElement>(null);
  const { start, end, rowHeight } = useRowWindow(box, students.length);
  const columns = 1 + grid.courses.reduce((n, c) => n + (collapsed.has(c.id) ? 1 : c.units.length), 0);
  const spacer = (rows: number, key: string) =>
    rows > 0 ? (
      <tr key={key} aria-hidden="true" className="progress-table__spacer">
        <td colSpan={columns} style={{ height: rows * rowHeight }} />
      </tr>
    ) : null;
  // The grid's drawing time, read by the browser benchmark (e2e/bench/team-progress.bench.ts):
  // committed, then painted (the task after the next frame, which lays out and paints it).
  useLayoutEffect(() => {
    performance.mark('team-progress:drawn');
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => performance.mark('team-progress:painted'));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [grid]);
  return (
    <div ref={box} className="progress-grid" role="region" aria-label={t('team.progress.gridLabel', { name: grid.team.name })} tabIndex={0} data-testid="progress-grid">
      <table className="progress-table" aria-rowcount={students.length + 2}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" rowSpan={2} className="progress-table__student">
              {t('team.progress.student')}
            </th>
            {grid.courses.map((course) => {
              const folded = collapsed.has(course.id);
              return (
                <th key={course.id} scope="colgroup" colSpan={folded ? 1 : course.units.length} className="progress-table__course">
                  <button type="button" className="progress-table__fold" aria-expanded={!folded} onClick={() => onToggle(course.id)}>
                    {folded ? <CaretRightOutlined aria-hidden="true" /> : <CaretDownOutlined aria-hidden="true" />} {course.title}
                  </button>
                </th>
              );
            })}
          </tr>
          <tr aria-rowindex={2}>
            {grid.courses.map((course) =>
              collapsed.has(course.id) ? (
                <th key={course.id} scope="col" className="progress-table__unit">
                  {t('team.progress.units', { n: course.units.length })}
                </th>
              ) : (
                course.units.map((unit, i) => (
                  <th key={unit.id} scope="col" className="progress-table__unit" title={unit.title}>
                    <span aria-hidden="true">{i + 1}</span>
                    <span className="visually-hidden">{unit.title}</span>
                  </th>
                ))
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {spacer(start, 'before')}
          {students.slice(start, end).map((student, i) => (
            <Row key={student.id} student={student} grid={grid} collapsed={collapsed} total={total} index={start + i} />
          ))}
          {spacer(students.length - end, 'after')}
        </tbody>
      </table>
    </div>
  );
}
