/**
 * The platform usage heat grid (spec 000 §9, 002 §9): 9 hour bands by day, coloured by minutes
 * in five intensities: 0 grey, then 1-29, 30-59, 60-89, 90-119 and 120 or more.
 */
import type { HeatEntry, HourBand } from '@/types/analytics';

export const HOUR_BANDS: readonly HourBand[] = ['0-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22', '22-24'];

/** Minutes where the colour steps up. */
export const HEAT_THRESHOLDS = [30, 60, 90, 120] as const;

/** Grey for no use, then light to dark. */
export const HEAT_COLOURS = ['#ebedf0', '#c6e4ff', '#91caff', '#4096ff', '#0958d9', '#002c8c'] as const;

export type HeatLevel = 0 | 1 | 2 | 3 | 4 | 5;

export function heatLevel(minutes: number): HeatLevel {
  if (!(minutes > 0)) return 0;
  return (1 + HEAT_THRESHOLDS.filter((t) => minutes >= t).length) as HeatLevel;
}

export interface HeatCell {
  date: string;
  minutes: number;
  level: HeatLevel;
}

export interface HeatGrid {
  dates: string[];
  /** one row per hour band, earliest first; one cell per date */
  rows: { band: HourBand; cells: HeatCell[] }[];
  totalMinutes: number;
}

/**
 * The grid's shape while its data loads: a row per band and a column per day of the range, every
 * cell empty. The loading card draws it, so the card has the loaded grid's size at every width.
 */
export function emptyHeatGrid(dates: readonly string[]): HeatGrid {
  return { dates: [...dates], rows: HOUR_BANDS.map((band) => ({ band, cells: dates.map((date) => ({ date, minutes: 0, level: 0 as const })) })), totalMinutes: 0 };
}

/** Days in the order the server sent them; a missing entry is an unused band. */
export function heatGrid(entries: readonly HeatEntry[]): HeatGrid {
  const dates = [...new Set(entries.map((e) => e.date))];
  const value = new Map(entries.map((e) => [`${e.date}|${e.hour}`, e.val]));
  let totalMinutes = 0;
  const rows = HOUR_BANDS.map((band) => ({
    band,
    cells: dates.map((date) => {
      const minutes = value.get(`${date}|${band}`) ?? 0;
      totalMinutes += minutes;
      return { date, minutes, level: heatLevel(minutes) };
    }),
  }));
  return { dates, rows, totalMinutes };
}
