/** Loading a demo world into the database. */
import type { Locale } from '@/types/api';
import { clearDb, type World } from './db';
import { runAll, seedDemoWorldSteps } from './seed';
import { seedLargeWorld } from './seed-large';

/**
 * The demo world's language where nobody chose one: the Node tests' and the scripts' (their
 * assertions name the English seed: "Emma Wilson", "Sunshine Coding School"). The browser demo
 * seeds in the app's language (mocks/browser.ts).
 */
export const SEED_DEFAULT_LANGUAGE: Locale = 'en-US';

/**
 * Empties the database and seeds `world` in steps: each `next()` does a slice of the work
 * (tens of milliseconds at most), so a caller can give the page its turn between steps. The
 * large world is one step: it is only used on purpose, for measuring (in English only: its
 * words are generated, and it is there for figures, not for reading).
 */
export function* loadWorldInSteps(world: World, today: Date = new Date(), language: Locale = SEED_DEFAULT_LANGUAGE): Generator<void, void, void> {
  clearDb();
  if (world === 'large') seedLargeWorld(today);
  else yield* seedDemoWorldSteps(today, language);
}

/** Empties the database and seeds `world` at once. */
export function loadWorld(world: World, today: Date = new Date(), language: Locale = SEED_DEFAULT_LANGUAGE): void {
  runAll(loadWorldInSteps(world, today, language));
}
