/**
 * Test helpers over the mock database. The demo world is seeded on the first request a test
 * file makes (pure tests never pay for it), snapshotted, and before each test only the tables
 * that a previous test changed are restored.
 */
import { db, restoreDb, snapshotDb, type Snapshot } from './db/db';
import type { TableName } from './db/schema';
import { loadWorld } from './db/world';
import { mockConfig } from './handlers/http';

let pristine: Snapshot | null = null;
let versions: Partial<Record<TableName, number>> = {};
const tableNames = Object.keys(db) as TableName[];

function recordVersions(): void {
  versions = {};
  for (const name of tableNames) versions[name] = db[name].version;
}

/** Seeds the demo world once; the mock server calls it before handling a request. */
export function ensureDemoWorld(): void {
  if (pristine) return;
  loadWorld('demo');
  pristine = snapshotDb('demo', new Date().toISOString().slice(0, 10));
  recordVersions();
}

/** Puts back the tables a test changed; cheap when nothing changed. */
export function resetDemoWorld(): void {
  if (!pristine) return;
  const changed = tableNames.filter((name) => db[name].version !== versions[name]);
  if (changed.length === 0) return;
  restoreDb(pristine, changed);
  recordVersions();
}

/**
 * For a test file that seeds a world of its own (a fixed day, the large world): the harness lets
 * go of its demo world, so its resets do not mix the two, and seeds it again at the next request.
 */
export function releaseDemoWorld(): void {
  pristine = null;
  versions = {};
}

/** Tests that read `db` directly (not through a request) call this first. */
export function useDemoWorldInTests(): void {
  mockConfig.beforeRequest = ensureDemoWorld;
}
