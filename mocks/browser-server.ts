/**
 * The browser demo's server: the route table, the demo world and its storage. It runs in the
 * demo's service worker (mocks/service-worker.ts), off the pages' main threads: one instance
 * answers every tab of the demo, as one server answers every browser.
 *
 * The world is the seed (deterministic: seeded again from the stored instant, it is the same)
 * with the stored changes laid over it (mocks/db/persistence.ts). Every call runs while this
 * instance holds the database lock: it first takes in what another instance committed (only
 * while a new version of the worker takes over from an old one is there another), then
 * answers, and the rows it wrote are stored (one IndexedDB transaction) and announced before
 * its answer leaves. So an answered write survives a reload, and two writers never overwrite
 * each other.
 */
import type { SessionHello } from '@/types/session-channel';
import type { Locale } from '@/types/api';
import { apiRoutes } from './handlers/api';
import { answerFrom, mockConfig, routeTable, unservedAnswer } from './handlers/http';
import { isLiveTokenOf } from './rules/tokens';
import { db, type World } from './db/db';
import type { TableName } from './db/schema';
import { recordWrites, takeWrites, type RowChange } from './db/table';
import { loadWorldInSteps } from './db/world';
import {
  announce,
  commit,
  onAnnouncement,
  readAfter,
  readAll,
  readMeta,
  readSettings,
  resetStoredWorld,
  resetTo,
  withDatabaseLock,
  writeMeta,
  writeSettings,
  type StoredMeta,
} from './db/persistence';
import { setFileStore } from './db/file-store';
import { indexedDbFileStore } from './db/file-persistence';

/** What a page's address bar asked for (read by the page's front, mocks/browser.ts). */
export interface MockSwitches {
  world: World;
  latency: boolean;
  /** the app's language: a world seeded now (first visit, reset) speaks it */
  language: Locale;
}

export interface MockServer {
  /** The route table's answer, after the database is ready; 404 JSON for an address no call serves. */
  answer(request: Request): Promise<Response>;
  /** Whether a hello on the single-session channel comes from a live token of that user. */
  verifySession(hello: SessionHello): Promise<boolean>;
  /** Resolves once the demo world is seeded and the stored changes are laid over it. */
  ready(): Promise<void>;
  /**
   * A page's switches: its language and world for a world seeded from now on, the latency
   * (stored, it outlives the worker); with `reset`, the stored world starts over from the seed
   * (stored before this resolves; the new seed loads after).
   */
  configure(switches: MockSwitches, reset: boolean): Promise<void>;
}

export interface ServerOptions {
  /**
   * A seed runs in slices of this many milliseconds with other work in between (Infinity: in
   * one go). In the service worker nothing waits for the seed but the calls.
   */
  sliceMs?: number;
}

/** [min, max] milliseconds added to every answer, so loading states are real in the demo */
const DEMO_LATENCY: [number, number] = [60, 260];

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' | 'user-visible' }): Promise<void>;
}

/** The seeded tables' sizes and next ids: a seed that changed (a new version of the demo) differs. */
function fingerprint(): string {
  return (Object.keys(db) as TableName[]).map((name) => `${name}:${db[name].size}:${db[name].nextId()}`).join(',');
}

/** The language a stored world was seeded in (worlds stored before there were two: English). */
function languageOf(meta: StoredMeta): Locale {
  return meta.language ?? 'en-US';
}

function applyRows(rows: readonly RowChange[]): void {
  for (const { table, id, row } of rows) {
    const target = (db as Record<string, { applyStored(id: number, row: unknown): void } | undefined>)[table];
    target?.applyStored(id, row);
  }
}

export function startServer(initial: MockSwitches, { sliceMs = Infinity }: ServerOptions = {}): MockServer {
  const table = routeTable(apiRoutes);
  let switches: MockSwitches = { ...initial };
  /** Set once a page has told its switches: they win over the stored settings. */
  let configured = false;
  /** Set once a call waits for the database: the remaining seed slices then run sooner. */
  let callWaiting = false;
  /** The world this instance holds: its epoch and the last commit laid over it (null while loading). */
  let held: { epoch: number; seq: number } | null = null;
  /** Whether storage works here; without it the mock still answers, from memory. */
  let storing = true;

  /** Gives the page its turn: the next slice runs after pending input, rendering and timers. */
  function nextTask(): Promise<void> {
    const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
    if (typeof scheduler?.postTask === 'function') {
      return scheduler.postTask(() => {}, { priority: callWaiting ? 'user-visible' : 'background' });
    }
    return new Promise((resolve) => setTimeout(resolve, 0));
  }

  async function runInSlices(steps: Generator<void, void, void>): Promise<void> {
    for (;;) {
      const sliceEnd = performance.now() + sliceMs;
      do {
        if (steps.next().done) return;
      } while (performance.now() < sliceEnd);
      await nextTask();
    }
  }

  /** A new world in storage (first visit, or storage that lost its world); the lock is held. */
  async function startWorldLocked(world: World, previous: StoredMeta | null): Promise<StoredMeta> {
    const meta: StoredMeta = { world, language: switches.language, seedAt: Date.now(), fingerprint: null, seq: 0, epoch: (previous?.epoch ?? 0) + 1 };
    await resetTo(meta);
    announce({ type: 'reset', meta });
    return meta;
  }

  /**
   * Seeds `meta`'s world and lays the stored rows over it. The seed runs without the lock (the
   * another instance keeps answering); the rows are read and laid with it. If the world was reset
   * meanwhile, the newer one is loaded instead.
   */
  async function load(meta: StoredMeta): Promise<void> {
    let next: StoredMeta | null = meta;
    while (next) {
      const loading: StoredMeta = next;
      held = null;
      await runInSlices(loadWorldInSteps(loading.world, new Date(loading.seedAt), languageOf(loading)));
      const seeded = fingerprint();
      next = await withDatabaseLock(async () => {
        const { meta: stored, rows } = await readAll();
        if (!stored) return startWorldLocked(loading.world, null);
        if (
          stored.epoch !== loading.epoch ||
          stored.world !== loading.world ||
          stored.seedAt !== loading.seedAt ||
          languageOf(stored) !== languageOf(loading)
        ) {
          return stored;
        }
        if (stored.fingerprint === null) {
          await writeMeta({ ...stored, fingerprint: seeded });
        } else if (stored.fingerprint !== seeded) {
          // The demo's seed changed since this world was stored: its changes no longer fit it.
          const fresh: StoredMeta = { ...stored, fingerprint: seeded, seq: 0, epoch: stored.epoch + 1 };
          await resetTo(fresh);
          announce({ type: 'reset', meta: fresh });
          held = { epoch: fresh.epoch, seq: 0 };
          return null;
        }
        applyRows(rows);
        held = { epoch: stored.epoch, seq: stored.seq };
        return null;
      });
    }
  }

  function setLatency(on: boolean): void {
    mockConfig.latency = on ? DEMO_LATENCY : [0, 0];
  }

  async function boot(): Promise<void> {
    try {
      const settings = await readSettings();
      // A page's switches that came meanwhile are newer than the stored ones.
      if (settings && !configured) setLatency(settings.latency);
      const meta = await withDatabaseLock(async () => {
        const stored = await readMeta();
        return stored ?? startWorldLocked(switches.world, null);
      });
      await load(meta);
    } catch (error) {
      // No IndexedDB here (or it failed): the demo still works, from memory only.
      console.warn('The demo cannot store its data in this browser; changes last until the page is left.', error);
      storing = false;
      await runInSlices(loadWorldInSteps(switches.world, new Date(), switches.language));
    }
    performance.mark('mock:db-ready');
  }

  let database: Promise<void> = boot();

  /** Loads a newer world (another instance reset it) once the current load is done. */
  function reload(meta: StoredMeta): Promise<void> {
    return database.then(() => load(meta)).catch((error: unknown) => console.error('The demo could not load its data again.', error));
  }

  /** The lock is held: takes in another instance's commits; answers a newer world to load first. */
  async function catchUpLocked(current: { epoch: number; seq: number }): Promise<StoredMeta | null> {
    const { meta, rows } = await readAfter(current.seq);
    if (!meta) return startWorldLocked(switches.world, null);
    if (meta.epoch !== current.epoch) return meta;
    applyRows(rows);
    held = { epoch: meta.epoch, seq: meta.seq };
    return null;
  }

  /**
   * Runs one call against the latest data and stores what it wrote before its answer goes: the
   * mock's counterpart of a database transaction that commits before the server replies.
   */
  async function transact<T>(work: () => Promise<T>): Promise<T> {
    if (!storing) return work();
    for (;;) {
      await database;
      const outcome = await withDatabaseLock(async (): Promise<{ done: T } | { load: StoredMeta } | { wait: true }> => {
        // A reset arrived after this call waited for the database: the new world is loading.
        if (!held) return { wait: true };
        const newer = await catchUpLocked(held);
        if (newer) return { load: newer };
        recordWrites();
        let result: T;
        try {
          result = await work();
        } finally {
          const changes = takeWrites();
          // Even a call that failed half-way stores what it changed: memory and storage agree.
          if (changes.length > 0 && held) {
            const seq = await commit(changes);
            announce({ type: 'commit', epoch: held.epoch, seq, rows: changes });
            held = { epoch: held.epoch, seq };
          }
        }
        return { done: result };
      });
      if ('done' in outcome) return outcome.done;
      if ('load' in outcome) database = reload(outcome.load);
    }
  }

  onAnnouncement((message) => {
    if (!held) return;
    if (message.type === 'reset') {
      if (message.meta.epoch > held.epoch) database = reload(message.meta);
      return;
    }
    if (message.epoch !== held.epoch || message.seq <= held.seq) return;
    if (message.seq === held.seq + 1) {
      applyRows(message.rows);
      held = { epoch: held.epoch, seq: message.seq };
      return;
    }
    // A commit was missed: read what is stored since (the next call would do it too).
    void withDatabaseLock(async () => (held ? catchUpLocked(held) : null)).then((newer) => {
      if (newer) database = reload(newer);
    });
  });

  const ready = (): Promise<void> => {
    callWaiting = true;
    return database;
  };

  // Uploaded files live in IndexedDB beside the rows, so they download and show after a reload.
  setFileStore(indexedDbFileStore());
  setLatency(switches.latency);
  mockConfig.beforeRequest = ready;
  mockConfig.transact = transact;

  return {
    answer: async (request) => {
      const started = performance.now();
      const declared = answerFrom(table, request);
      if (!declared) return unservedAnswer(request);
      const response = await declared;
      // The mock's own time per call (storage included), in the browser's performance timeline.
      performance.measure(`mock ${request.method} ${new URL(request.url).pathname}`, { start: started });
      return response;
    },
    verifySession: async (hello) => {
      await ready();
      // A token another instance issued a moment ago is taken in first.
      return transact(async () => isLiveTokenOf(hello.token, hello.user_id));
    },
    ready: () => database,
    configure: async (next, reset) => {
      switches = { ...next };
      configured = true;
      setLatency(next.latency);
      if (!storing) return;
      await writeSettings({ latency: next.latency }).catch((error: unknown) => console.warn('The demo could not store its settings.', error));
      if (!reset) return;
      const meta = await resetStoredWorld(next.world, next.language);
      database = reload(meta);
    },
  };
}
