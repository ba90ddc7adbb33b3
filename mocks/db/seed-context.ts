/** What every part of a seed shares: the reference day, one random stream, and date shorthands. */
import type { Locale } from '@/types/api';
import { createRng, dayFrom, instantAgo, instantAhead, weekdayFrom, type Rng } from './random';
import { localizerFor, type Localize } from './seed-language';

export interface SeedContext {
  today: Date;
  rng: Rng;
  /** the language the world is seeded in */
  language: Locale;
  /** the demo's words in that language (given in English; seed-language.ts) */
  text: Localize;
  /** an instant `days` days and `minutes` minutes before today (ISO) */
  ago(days: number, minutes?: number): string;
  /** an instant `days` days after today (ISO) */
  ahead(days: number, minutes?: number): string;
  /** the calendar day `offset` days from today (YYYY-MM-DD, negative = past) */
  day(offset: number): string;
  /** whether the day `offset` days from today is a Saturday or Sunday */
  isWeekend(offset: number): boolean;
}

export function createContext(today: Date, seed: number, language: Locale = 'en-US'): SeedContext {
  // Usage history asks for the same few days tens of thousands of times: build each once.
  const days = new Map<number, { date: string; weekend: boolean }>();
  const calendar = (offset: number) => {
    let entry = days.get(offset);
    if (!entry) {
      const weekday = weekdayFrom(today, offset);
      entry = { date: dayFrom(today, offset), weekend: weekday === 0 || weekday === 6 };
      days.set(offset, entry);
    }
    return entry;
  };
  return {
    today,
    rng: createRng(seed),
    language,
    text: localizerFor(language),
    ago: (days, minutes = 0) => instantAgo(today, days, minutes),
    ahead: (days, minutes = 0) => instantAhead(today, days, minutes),
    day: (offset) => calendar(offset).date,
    isWeekend: (offset) => calendar(offset).weekend,
  };
}

/** The password of every demo account (stored plainly: this is a mock server). */
export const DEMO_PASSWORD = 'demo1234';
