/**
 * A small seeded random source and date helpers for the seeds: the demo world must come out
 * identical on every run (tests compare snapshots), so nothing here reads the clock or Math.random.
 */

export interface Rng {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max], both ends included */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct items (all of them when n exceeds the length), in random order */
  sample<T>(items: readonly T[], n: number): T[];
  /** a string of `length` characters drawn from `alphabet` */
  chars(length: number, alphabet: string): string;
}

/** mulberry32: tiny, fast, and good enough for demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    shuffle,
    sample: (items, n) => {
      // A partial Fisher-Yates: only the first k places are drawn.
      const out = [...items];
      const k = Math.max(0, Math.min(n, out.length));
      for (let i = 0; i < k; i++) {
        const j = i + Math.floor(next() * (out.length - i));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out.slice(0, k);
    },
    chars: (length, alphabet) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    },
  };
}

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day `offset` days from `today` (negative = past), as YYYY-MM-DD. */
export function dayFrom(today: Date, offset: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The weekday (0 Sunday … 6 Saturday) of the day `offset` days from `today`. */
export function weekdayFrom(today: Date, offset: number): number {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12).getDay();
}

export const dateDaysAgo = (today: Date, n: number): string => dayFrom(today, -n);
export const dateDaysAhead = (today: Date, n: number): string => dayFrom(today, n);

/**
 * An instant `days` days and `minutes` minutes before `today`, as a full ISO string. Counting
 * backwards from `today` keeps every seeded event in the past whatever the time of day.
 */
export function instantAgo(today: Date, days: number, minutes = 0): string {
  return new Date(today.getTime() - days * DAY_MS - minutes * MINUTE_MS).toISOString();
}

/** An instant `days` days (and `minutes` minutes) after `today`, as a full ISO string. */
export function instantAhead(today: Date, days: number, minutes = 0): string {
  return new Date(today.getTime() + days * DAY_MS + minutes * MINUTE_MS).toISOString();
}
