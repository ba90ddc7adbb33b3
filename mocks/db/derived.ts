/**
 * Values derived from tables (joined rows, sort orders) kept until one of their tables changes:
 * the mock's counterpart of a database's index on a sort column, so a list of 10,000 rows is
 * not re-joined and re-sorted on every page request.
 */
interface Versioned {
  readonly version: number;
}

const cache = new Map<string, { versions: number[]; value: unknown }>();

/** `build()`'s value, rebuilt only when the version of one of `tables` has moved since. */
export function derived<T>(key: string, tables: readonly Versioned[], build: () => T): T {
  const versions = tables.map((t) => t.version);
  const hit = cache.get(key);
  if (hit && hit.versions.every((v, i) => v === versions[i])) return hit.value as T;
  const value = build();
  cache.set(key, { versions, value });
  return value;
}

/**
 * `rows()` ordered by `order_str` (a field name, a leading minus for descending), like `sortBy`
 * in handlers/http.ts: unknown fields leave the base order, ties keep it. Cached under `key`
 * until one of `tables` changes; the answer is shared, so callers must not mutate it.
 */
export function sortedView<T>(
  key: string,
  tables: readonly Versioned[],
  rows: () => readonly T[],
  orderStr: string | null,
  allowed: Record<string, (row: T) => string | number>,
): readonly T[] {
  const desc = orderStr?.startsWith('-') ?? false;
  const field = orderStr ? (desc ? orderStr.slice(1) : orderStr) : '';
  const sortKey = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
  if (!sortKey) return rows();
  return derived(`${key}|${desc ? '-' : ''}${field}`, tables, () => {
    const sign = desc ? -1 : 1;
    const keyed = rows().map((row) => ({ row, k: sortKey(row) }));
    keyed.sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : 0));
    return keyed.map((e) => e.row);
  });
}
