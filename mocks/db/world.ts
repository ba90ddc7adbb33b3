/** Loading a demo world into the database. */
import { clearDb, type World } from './db';
import { runAll, seedDemoWorldSteps } from './seed';
import { seedLargeWorld } from './seed-large';

/**
 * Empties the database and seeds `world` in steps: each `next()` does a slice of the work
 * (tens of milliseconds at most), so a caller can give the page its turn between steps. The
 * large world is one step: it is only used on purpose, for measuring.
 */
export function* loadWorldInSteps(world: World, today: Date = new Date()): Generator<void, void, void> {
  clearDb();
  if (world === 'large') seedLargeWorld(today);
  else yield* seedDemoWorldSteps(today);
}

/** Empties the database and seeds `world` at once. */
export function loadWorld(world: World, today: Date = new Date()): void {
  runAll(loadWorldInSteps(world, today));
}
