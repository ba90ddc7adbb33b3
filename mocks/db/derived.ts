/**
 * Values derived from tables (joined rows, sort orders) kept until one of their tables changes:
 * the mock's counterpart of a database's index on a sort column, so a list of 10,000 rows is
 * not re-joined and re-sorted on every page request.
 *
 * A cache learns its source tables from what its build reads (db/table.ts `recordReads`), so
 * no list of sources can miss one. What the build takes from outside the tables (the caller's
 * campus, role or id) must be part of the key.
 */
import { noteReads, recordReads, type Versioned } from './table';

interface Entry {
  /** each table the build read, with its version then */
  sources: [table: Versioned, version: number][];
  value: unknown;
}

const cache = new Map<string, Entry>();

/** `build()`'s value, rebuilt only when a table it read has changed since. */
export function derived<T>(key: string, build: () => T): T {
  const hit = cache.get(key);
  if (hit && hit.sources.every(([table, version]) => table.version === version)) {
    // A cache around this one depends on the same tables.
    noteReads(hit.sources.map(([table]) => table));
    return hit.value as T;
  }
  const { value, tables } = recordReads(build);
  cache.set(key, { sources: [...tables].map((table) => [table, table.version]), value });
  return value;
}

/**
 * `rows()` ordered by `order_str` (a field name, a leading minus for descending), like `sortBy`
 * in handlers/http.ts: unknown fields leave the base order, ties keep it. Cached under `key`
 * until a table that `rows()` or the sort key read changes; the answer is shared, so callers
 * must not mutate it.
 */
export function sortedView<T>(
  key: string,
  rows: () => readonly T[],
  orderStr: string | null,
  allowed: Record<string, (row: T) => string | number>,
): readonly T[] {
  const desc = orderStr?.startsWith('-') ?? false;
  const field = orderStr ? (desc ? orderStr.slice(1) : orderStr) : '';
  const sortKey = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
  if (!sortKey) return rows();
  return derived(`${key}|${desc ? '-' : ''}${field}`, () => {
    const sign = desc ? -1 : 1;
    const keyed = rows().map((row) => ({ row, k: sortKey(row) }));
    keyed.sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : 0));
    return keyed.map((e) => e.row);
  });
}
