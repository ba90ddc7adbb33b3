/**
 * Test helpers over the mock database: the demo world is seeded once per test file and
 * restored from a snapshot before each test, so tests can change data freely.
 */
import { restoreDb, snapshotDb, type Snapshot } from './db/db';
import { loadWorld } from './db/world';

let pristine: Snapshot | null = null;

export function resetDemoWorld(): void {
  if (!pristine) {
    loadWorld('demo');
    pristine = snapshotDb('demo', new Date().toISOString().slice(0, 10));
    return;
  }
  restoreDb(pristine);
}
