/**
 * The progress grid (issue 32): one row per student, one column per unit, grouped by course;
 * a course folds to one column (units opened of its units). A plain table, so 100 students ×
 * 60 units draw at once and print as they are; it scrolls inside its own box, the student's
 * name staying in view.
 */
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { memo, useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { ProgressCell, ProgressStudent, TeamProgress } from '@/types/progress';
import { cellText, cellsByUnit, minutesOf, openedIn, unitCount } from '../utils/progress';
import { paths } from '@/lib/paths';

type Translate = ReturnType<typeof useT>;

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

const Row = memo(function Row({ student, grid, collapsed, total }: { student: ProgressStudent; grid: TeamProgress; collapsed: ReadonlySet<number>; total: number }) {
  const t = useT();
  const cells = cellsByUnit(student);
  return (
    <tr>
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
    <div className="progress-grid" role="region" aria-label={t('team.progress.gridLabel', { name: grid.team.name })} tabIndex={0} data-testid="progress-grid">
      <table className="progress-table">
        <thead>
          <tr>
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
          <tr>
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
          {students.map((student) => (
            <Row key={student.id} student={student} grid={grid} collapsed={collapsed} total={total} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
