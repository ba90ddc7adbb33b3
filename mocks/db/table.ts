/**
 * A typed in-memory table with a primary key and secondary indexes, so that handlers look
 * rows up by id, code, username or foreign key without scanning the whole table.
 */
export interface Row {
  id: number;
}

type IndexKey = string | number | boolean | null;

/** Something whose rows change: a table, seen by the derived caches (db/derived.ts). */
export interface Versioned {
  readonly name: string;
  readonly version: number;
}

/** The tables read since the innermost `recordReads` began; null when nobody is listening. */
let reads: Set<Versioned> | null = null;

/**
 * Runs `fn` and answers the tables it read, so a derived cache learns its sources from what its
 * build really reads. Nested recordings also count as reads of the enclosing one.
 */
export function recordReads<T>(fn: () => T): { value: T; tables: ReadonlySet<Versioned> } {
  const outer = reads;
  const tables = new Set<Versioned>();
  reads = tables;
  try {
    return { value: fn(), tables };
  } finally {
    reads = outer;
    if (outer) for (const t of tables) outer.add(t);
  }
}

/** Counts a read of these tables for the recording in progress (a cache hit reads its sources). */
export function noteReads(tables: Iterable<Versioned>): void {
  if (reads) for (const t of tables) reads.add(t);
}

/** One row as a request left it: the whole row, or null when it was deleted. */
export interface RowChange {
  table: string;
  id: number;
  row: Row | null;
}

/** The rows written since `recordWrites` began, by table and id (the last write of a row wins). */
let writes: Map<string, RowChange> | null = null;

/**
 * Records the rows that the tables' writes change from now on, until `takeWrites`: what one
 * request changed, to be stored before its answer (the browser demo's persistence). Rows put
 * back from storage (`applyStored`) are not recorded.
 */
export function recordWrites(): void {
  writes = new Map();
}

/** The rows written since `recordWrites`, and stops recording. */
export function takeWrites(): RowChange[] {
  const out = writes ? [...writes.values()] : [];
  writes = null;
  return out;
}

/** An array field is indexed per element, so it is looked up by one element. */
type IndexValue<V> = V extends readonly (infer E)[] ? E : V;

export class Table<T extends Row, K extends keyof T = keyof T> implements Versioned {
  private readonly rows = new Map<number, T>();
  private readonly indexes = new Map<K, Map<IndexKey, Set<number>>>();
  private seq = 0;
  /** Bumped by every change, so a test harness restores only the tables that changed. */
  private changes = 0;

  get version(): number {
    return this.changes;
  }

  constructor(
    readonly name: string,
    indexed: readonly K[] = [],
  ) {
    for (const field of indexed) this.indexes.set(field, new Map());
  }

  get size(): number {
    reads?.add(this);
    return this.rows.size;
  }

  nextId(): number {
    reads?.add(this);
    return this.seq + 1;
  }

  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id ?? this.seq + 1;
    if (this.rows.has(id)) throw new Error(`${this.name}: duplicate id ${id}`);
    const full = { ...row, id } as T;
    this.put(full);
    writes?.set(`${this.name}:${id}`, { table: this.name, id, row: full });
    return full;
  }

  get(id: number | null | undefined): T | undefined {
    reads?.add(this);
    return id == null ? undefined : this.rows.get(id);
  }

  update(id: number, patch: Partial<Omit<T, 'id'>>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`${this.name}: no row ${id}`);
    this.unindexRow(current);
    const next = { ...current, ...patch, id } as T;
    this.changes++;
    this.rows.set(id, next);
    this.indexRow(next);
    writes?.set(`${this.name}:${id}`, { table: this.name, id, row: next });
    return next;
  }

  delete(id: number): boolean {
    const current = this.rows.get(id);
    if (!current) return false;
    this.remove(current);
    writes?.set(`${this.name}:${id}`, { table: this.name, id, row: null });
    return true;
  }

  /**
   * Puts a stored row back as it was written (or deletes it for null): the persisted changes
   * laid over the seed, and other tabs' changes. Not recorded as a write of this tab.
   */
  applyStored(id: number, row: T | null): void {
    const current = this.rows.get(id);
    if (current) this.remove(current);
    if (row) this.put({ ...row, id });
  }

  private put(row: T): void {
    this.changes++;
    this.rows.set(row.id, row);
    if (row.id > this.seq) this.seq = row.id;
    this.indexRow(row);
  }

  private remove(row: T): void {
    this.changes++;
    this.unindexRow(row);
    this.rows.delete(row.id);
  }

  /** Rows whose indexed field equals value, in id order. */
  findBy<F extends K>(field: F, value: IndexValue<T[F]>): T[] {
    reads?.add(this);
    const index = this.indexes.get(field);
    if (!index) throw new Error(`${this.name}: ${String(field)} is not indexed`);
    const ids = index.get(normalise(value));
    if (!ids) return [];
    const out: T[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) out.push(row);
    }
    return out.sort((a, b) => a.id - b.id);
  }

  findOne<F extends K>(field: F, value: IndexValue<T[F]>): T | undefined {
    reads?.add(this);
    const index = this.indexes.get(field);
    if (!index) throw new Error(`${this.name}: ${String(field)} is not indexed`);
    const ids = index.get(normalise(value));
    if (!ids) return undefined;
    for (const id of ids) return this.rows.get(id);
    return undefined;
  }

  countBy<F extends K>(field: F, value: IndexValue<T[F]>): number {
    reads?.add(this);
    return this.indexes.get(field)?.get(normalise(value))?.size ?? 0;
  }

  all(): T[] {
    reads?.add(this);
    return [...this.rows.values()];
  }

  filter(predicate: (row: T) => boolean): T[] {
    reads?.add(this);
    const out: T[] = [];
    for (const row of this.rows.values()) if (predicate(row)) out.push(row);
    return out;
  }

  clear(): void {
    if (writes) throw new Error(`${this.name}: a request may not clear a table`);
    this.changes++;
    this.rows.clear();
    for (const index of this.indexes.values()) index.clear();
    this.seq = 0;
  }

  toJSON(): T[] {
    return this.all();
  }

  load(rows: T[]): void {
    this.clear();
    for (const row of rows) this.insert(row);
  }

  private indexRow(row: T): void {
    for (const [field, index] of this.indexes) {
      for (const key of keysOf(row[field])) {
        let ids = index.get(key);
        if (!ids) index.set(key, (ids = new Set()));
        ids.add(row.id);
      }
    }
  }

  private unindexRow(row: T): void {
    for (const [field, index] of this.indexes) {
      for (const key of keysOf(row[field])) index.get(key)?.delete(row.id);
    }
  }
}

/** Strings index case-insensitively (usernames, codes); arrays index each element. */
function normalise(value: unknown): IndexKey {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return value === undefined ? null : String(value);
}

function keysOf(value: unknown): IndexKey[] {
  return Array.isArray(value) ? value.map(normalise) : [normalise(value)];
}
