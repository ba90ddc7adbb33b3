/**
 * The one in-memory database of the mock API. Handlers read and write `db`; the seed fills it;
 * persistence (browser only) snapshots it after each change and restores it on start.
 */
import { createTables, type TableName, type Tables } from './schema';

export const db: Tables = createTables();

/** Which demo world is loaded: the everyday one, or the large one for performance work. */
export type World = 'demo' | 'large';

export type Snapshot = { world: World; seededOn: string; tables: Record<string, unknown[]> };

const tableNames = Object.keys(db) as TableName[];

export function clearDb(): void {
  for (const name of tableNames) db[name].clear();
}

export function snapshotDb(world: World, seededOn: string): Snapshot {
  const tables: Record<string, unknown[]> = {};
  for (const name of tableNames) tables[name] = db[name].toJSON();
  return { world, seededOn, tables };
}

/** Loads the snapshot's rows into every table, or only into the named ones. */
export function restoreDb(snapshot: Snapshot, only: readonly TableName[] = tableNames): void {
  for (const name of only) {
    const rows = snapshot.tables[name] ?? [];
    (db[name] as { load(rows: unknown[]): void }).load(rows);
  }
}
