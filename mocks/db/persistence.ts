/**
 * The browser demo's storage of the mock database in IndexedDB. The seed is deterministic, so
 * what is stored is only what the demo changed on top of it:
 * - `meta`: which world, its language, the instant it was seeded from (seeding again from that instant gives
 *   the same rows), a fingerprint of the seeded tables, the last commit's number and the epoch
 *   (bumped by every reset);
 * - `rows`: every row a request wrote since the seed, keyed by table and id: the row as the
 *   request left it, or null when it was deleted, with the number of the commit that wrote it.
 * - `settings` (in the meta store): the switches that outlive a reset (latency).
 * A request's rows are stored in one transaction before its answer is sent. The mock runs in
 * the demo's service worker, one instance for every tab (mocks/service-worker.ts); while a new
 * version of the worker takes over from an old one both may answer for a moment, so they still
 * take turns through one Web Lock (see mocks/browser-server.ts) and tell each other about each
 * commit and reset on a BroadcastChannel.
 */
import type { Locale } from '@/types/api';
import type { World } from './db';
import type { RowChange } from './table';

const DB_NAME = 'teaching-cloud-mock';
/** 1 held whole-world snapshots; 2 the seed's instant and the changed rows. */
const DB_VERSION = 2;
const ROWS = 'rows';
const META = 'meta';
const META_KEY = 'world';
const BY_COMMIT = 'by-commit';

export interface StoredMeta {
  world: World;
  /**
   * the language the world was seeded in (the app's when it was first seeded or reset): a
   * reload seeds it again in the same language, so stored changes never mix two. Absent in
   * worlds stored before the demo spoke two languages: those were English.
   */
  language?: Locale;
  /** epoch ms the world was seeded from */
  seedAt: number;
  /** the seeded tables' sizes (null until the first tab seeded it): a changed seed is a new world */
  fingerprint: string | null;
  /** the last commit's number */
  seq: number;
  /** bumped by every reset: a tab on an older epoch seeds again */
  epoch: number;
}

export interface StoredRow extends RowChange {
  /** the commit that wrote it */
  seq: number;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
      database.createObjectStore(ROWS).createIndex(BY_COMMIT, 'seq');
      database.createObjectStore(META);
    };
    request.onsuccess = () => {
      const database = request.result;
      // Another tab with a newer version of the demo upgrades the database: let it.
      database.onversionchange = () => {
        database.close();
        opening = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('the demo database is held open by an older tab'));
  });
}

/** The database, opened once and kept open. */
function database(): Promise<IDBDatabase> {
  opening ??= open().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `fn` in one transaction and resolves with its result once the transaction has committed. */
async function transaction<T>(mode: IDBTransactionMode, fn: (rows: IDBObjectStore, meta: IDBObjectStore) => () => T): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction([ROWS, META], mode, { durability: 'relaxed' });
    const result = fn(tx.objectStore(ROWS), tx.objectStore(META));
    tx.oncomplete = () => resolve(result());
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('the demo database transaction was aborted'));
  });
}

/** A request's result, read once the transaction has completed. */
function resultOf<T>(request: IDBRequest<T>): () => T {
  return () => request.result;
}

export function readMeta(): Promise<StoredMeta | null> {
  return transaction('readonly', (_rows, meta) => {
    const read = resultOf(meta.get(META_KEY) as IDBRequest<StoredMeta | undefined>);
    return () => read() ?? null;
  });
}

/** The meta and every stored row (a tab's start). */
export function readAll(): Promise<{ meta: StoredMeta | null; rows: StoredRow[] }> {
  return transaction('readonly', (rows, meta) => {
    const readMeta = resultOf(meta.get(META_KEY) as IDBRequest<StoredMeta | undefined>);
    const readRows = resultOf(rows.getAll() as IDBRequest<StoredRow[]>);
    return () => ({ meta: readMeta() ?? null, rows: readRows() });
  });
}

/** The meta and the rows written by commits after `seq`, oldest commit first (catching up). */
export function readAfter(seq: number): Promise<{ meta: StoredMeta | null; rows: StoredRow[] }> {
  return transaction('readonly', (rows, meta) => {
    const readMeta = resultOf(meta.get(META_KEY) as IDBRequest<StoredMeta | undefined>);
    const readRows = resultOf(rows.index(BY_COMMIT).getAll(IDBKeyRange.lowerBound(seq, true)) as IDBRequest<StoredRow[]>);
    return () => ({ meta: readMeta() ?? null, rows: readRows().sort((a, b) => a.seq - b.seq) });
  });
}

/**
 * Stores one request's rows as the next commit and answers its number. The caller holds the
 * lock, so nobody else commits meanwhile.
 */
export function commit(changes: readonly RowChange[]): Promise<number> {
  return transaction('readwrite', (rows, meta) => {
    let seq = 0;
    const read = meta.get(META_KEY) as IDBRequest<StoredMeta | undefined>;
    read.onsuccess = () => {
      const current = read.result;
      if (!current) throw new Error('the demo database has no world to commit to');
      seq = current.seq + 1;
      for (const change of changes) rows.put({ ...change, seq } satisfies StoredRow, [change.table, change.id]);
      meta.put({ ...current, seq } satisfies StoredMeta, META_KEY);
    };
    return () => seq;
  });
}

/** Forgets every stored change and starts `meta`'s world (a reset, a world switch, a changed seed). */
export function resetTo(meta: StoredMeta): Promise<void> {
  return transaction('readwrite', (rows, store) => {
    rows.clear();
    store.put(meta, META_KEY);
    return () => undefined;
  });
}

/** The demo's switches that outlive a reset (the worker reads them when it starts again). */
export interface StoredSettings {
  /** whether answers carry the demo's simulated latency (?latency=off|on) */
  latency: boolean;
}

const SETTINGS_KEY = 'settings';

export function readSettings(): Promise<StoredSettings | null> {
  return transaction('readonly', (_rows, meta) => {
    const read = resultOf(meta.get(SETTINGS_KEY) as IDBRequest<StoredSettings | undefined>);
    return () => read() ?? null;
  });
}

export function writeSettings(settings: StoredSettings): Promise<void> {
  return transaction('readwrite', (_rows, store) => {
    store.put(settings, SETTINGS_KEY);
    return () => undefined;
  });
}

export function writeMeta(meta: StoredMeta): Promise<void> {
  return transaction('readwrite', (_rows, store) => {
    store.put(meta, META_KEY);
    return () => undefined;
  });
}

// ---- tabs

const LOCK = 'teaching-cloud-mock-db';

/**
 * Runs `fn` while this instance of the mock holds the demo database: one at a time reads the
 * latest commit, answers a request and stores its rows. Without Web Locks (an old browser) the
 * instance runs alone.
 */
export function withDatabaseLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK, fn) as Promise<T>) : fn();
}

export type SyncMessage =
  | { type: 'commit'; epoch: number; seq: number; rows: RowChange[] }
  | { type: 'reset'; meta: StoredMeta };

const CHANNEL = 'teaching-cloud-mock-db';
let channel: BroadcastChannel | null = null;

function syncChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs of the demo about a commit or a reset (a tab does not hear itself). */
export function announce(message: SyncMessage): void {
  syncChannel()?.postMessage(message);
}

export function onAnnouncement(listener: (message: SyncMessage) => void): void {
  syncChannel()?.addEventListener('message', (event: MessageEvent<SyncMessage>) => listener(event.data));
}

/**
 * Starts the stored world over from the seed (`?resetDemo=1`, a world switch): stored at once,
 * so it holds even if the page is left before the new seed is made; every open tab then gets
 * answers from the new world. Answers the new meta.
 */
export async function resetStoredWorld(world: World, language: Locale): Promise<StoredMeta> {
  return withDatabaseLock(async () => {
    const previous = await readMeta().catch(() => null);
    const meta: StoredMeta = { world, language, seedAt: Date.now(), fingerprint: null, seq: 0, epoch: (previous?.epoch ?? 0) + 1 };
    await resetTo(meta);
    announce({ type: 'reset', meta });
    return meta;
  });
}
