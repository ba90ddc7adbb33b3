/**
 * A heat grid drawn as a real table (spec 000 §9, 002 §9): 9 hour bands by day, five colour steps
 * at 30/60/90/120 minutes, with its legend. Every cell is readable without the colours. Used by
 * the personal usage grid and the campus's average-duration maps.
 */
import type { CSSProperties } from 'react';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { HEAT_COLOURS, type HeatGrid, type HeatLevel } from '../utils/heat';

const CELL = 20;
const LEVELS: HeatLevel[] = [0, 1, 2, 3, 4, 5];

/** The loading grid's cells: blank, neither a level of the legend nor "no use". */
const LOADING_CELL = 'rgba(0, 0, 0, 0.04)';

/**
 * The grid's scroller: off screen, its 270 to 370 cells are not styled or laid out until it
 * comes near (global.css, .tc-offscreen); until then it is as tall as the grid (nine rows of 22 px
 * and the row of days).
 */
const GRID_BOX = { overflowX: 'auto', position: 'relative', '--tc-offscreen-height': '220px' } as CSSProperties;

type HeatTableProps = { grid: HeatGrid; caption: string; cellLabel: (date: string, band: string, minutes: number) => string };

/**
 * `loading`: the grid's shape while its data loads (an empty grid of the range, `emptyHeatGrid`),
 * drawn the same size as the loaded one and hidden from assistive technology (its card says it
 * is busy); its cells carry no figures.
 */
export function HeatTable({ grid, caption, cellLabel, loading = false }: HeatTableProps & { loading?: boolean }) {
  const t = useT();
  return (
    <div aria-hidden={loading || undefined} data-testid={loading ? 'heat-grid-loading' : undefined}>
      <div role={loading ? undefined : 'region'} aria-label={loading ? undefined : caption} tabIndex={loading ? undefined : 0} className="tc-offscreen" style={GRID_BOX}>
        <table data-testid={loading ? undefined : 'heat-grid'} style={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 11 }}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 6 }}>
                {t('datacenter.heat.band')}
              </th>
              {grid.dates.map((date) => (
                <th key={date} scope="col" style={{ width: CELL, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.64)' }}>
                  <span aria-hidden="true">{date.slice(8)}</span>
                  <span className="visually-hidden">{formatDate(date)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.band}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap', paddingRight: 6 }}>
                  {row.band}
                </th>
                {row.cells.map((cell) => (
                  <td
                    key={cell.date}
                    data-level={loading ? undefined : cell.level}
                    title={loading ? undefined : cellLabel(formatDate(cell.date), row.band, cell.minutes)}
                    style={{ width: CELL, height: CELL, padding: 0, borderRadius: 3, background: loading ? LOADING_CELL : HEAT_COLOURS[cell.level] }}
                  >
                    {loading ? null : <span className="visually-hidden">{cell.minutes}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('datacenter.heat.legend')} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '12px 0 0', fontSize: 12 }}>
        {LEVELS.map((level) => (
          <li key={level} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: 3, background: HEAT_COLOURS[level], display: 'inline-block' }} />
            {t(`datacenter.heat.level${level}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
