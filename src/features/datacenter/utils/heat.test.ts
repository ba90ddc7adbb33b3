import { describe, expect, it } from 'vitest';
import type { HeatEntry } from '@/types/analytics';
import { HOUR_BANDS, emptyHeatGrid, heatGrid, heatLevel } from './heat';

describe('heat level', () => {
  it.each([
    [0, 0], [1, 1], [29, 1], [30, 2], [59, 2], [60, 3], [89, 3], [90, 4], [119, 4], [120, 5], [480, 5], [-5, 0], [Number.NaN, 0],
  ])('%i minutes is level %i', (minutes, level) => {
    expect(heatLevel(minutes)).toBe(level);
  });
});

describe('heat grid', () => {
  it('has the 9 hour bands of the spec', () => {
    expect(HOUR_BANDS).toEqual(['0-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22', '22-24']);
  });

  it('lays entries out by band and day, missing ones as unused', () => {
    const entries: HeatEntry[] = [
      { date: '2026-03-01', hour: '10-12', val: 45 },
      { date: '2026-03-01', hour: '0-8', val: 0 },
      { date: '2026-03-02', hour: '22-24', val: 120 },
    ];
    const grid = heatGrid(entries);
    expect(grid.dates).toEqual(['2026-03-01', '2026-03-02']);
    expect(grid.rows).toHaveLength(9);
    const row = (band: string) => grid.rows.find((r) => r.band === band)!.cells;
    expect(row('10-12')).toEqual([
      { date: '2026-03-01', minutes: 45, level: 2 },
      { date: '2026-03-02', minutes: 0, level: 0 },
    ]);
    expect(row('22-24')[1]).toEqual({ date: '2026-03-02', minutes: 120, level: 5 });
    expect(grid.totalMinutes).toBe(165);
  });

  it('is empty without entries', () => {
    expect(heatGrid([])).toMatchObject({ dates: [], totalMinutes: 0 });
  });
});

describe('empty heat grid', () => {
  it('has a row per band and an empty cell per day, in the order given', () => {
    const grid = emptyHeatGrid(['2026-11-27', '2026-11-28']);
    expect(grid.dates).toEqual(['2026-11-27', '2026-11-28']);
    expect(grid.rows.map((row) => row.band)).toEqual(HOUR_BANDS);
    expect(grid.rows.every((row) => row.cells.map((cell) => [cell.date, cell.minutes, cell.level]).join() === '2026-11-27,0,0,2026-11-28,0,0')).toBe(true);
    expect(grid.totalMinutes).toBe(0);
  });
});
