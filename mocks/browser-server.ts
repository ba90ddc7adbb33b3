/**
 * The browser demo's server side: the route table, the demo world (restored from IndexedDB or
 * freshly seeded) and its persistence. The light front (mocks/browser.ts) starts MSW without it
 * and loads this chunk once the first page is up, or at the first call if that comes sooner,
 * so a first visit's sign-in form waits for neither the code nor the seed.
 */
import type { SessionHello } from '@/types/session-channel';
import { apiRoutes } from './handlers/api';
import { answerFrom, mockConfig, routeTable } from './handlers/http';
import { isLiveTokenOf } from './rules/tokens';
import { restoreDb, snapshotDb, type World } from './db/db';
import { loadWorldInSteps } from './db/world';
import { announceChange, loadSnapshot, onOtherTabChange, saveSnapshot } from './db/persistence';

/** What the address bar asked for (read by the front, see mocks/browser.ts). */
export interface MockSwitches {
  world: World;
  /** start from the seed: the stored world is already deleted */
  reset: boolean;
  latency: boolean;
}

export interface MockServer {
  /** The route table's answer, after the database is ready; undefined for an undeclared call. */
  answer(request: Request): Promise<Response | undefined>;
  /** Whether a hello on the single-session channel comes from a live token of that user. */
  verifySession(hello: SessionHello): Promise<boolean>;
  /** Resolves once the demo world is restored or seeded. */
  ready(): Promise<void>;
  /** Resolves once every change so far is stored (end-to-end tests wait on it before a reload). */
  saved(): Promise<void>;
}

/** [min, max] milliseconds added to every answer, so loading states are real in the demo */
const DEMO_LATENCY: [number, number] = [60, 260];
const SAVE_DELAY_MS = 250;
/** The fresh seed is stored once the first page has rendered, not while it renders. */
const FIRST_SAVE_DELAY_MS = 2000;
/** A fresh seed runs in slices of this many milliseconds with the page's own work in between. */
const SLICE_MS = 8;

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' | 'user-visible' }): Promise<void>;
}

export function startServer(switches: MockSwitches): MockServer {
  const table = routeTable(apiRoutes);
  const { world } = switches;
  /** Set once a call waits for the database: the remaining seed slices then run sooner. */
  let callWaiting = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();

  function scheduleSave(delayMs = SAVE_DELAY_MS): void {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      saving = saveSnapshot(snapshotDb(world, todayIso())).then(announceChange, () => {});
    }, delayMs);
  }

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
      const sliceEnd = performance.now() + SLICE_MS;
      do {
        if (steps.next().done) return;
      } while (performance.now() < sliceEnd);
      await nextTask();
    }
  }

  async function prepareDatabase(): Promise<void> {
    const stored = switches.reset ? null : await loadSnapshot();
    if (stored && stored.world === world) {
      restoreDb(stored);
      return;
    }
    await runInSlices(loadWorldInSteps(world));
    // The fresh seed is written once the page is up: the first paint does not wait for it.
    scheduleSave(FIRST_SAVE_DELAY_MS);
  }

  const database = prepareDatabase().then(() => void performance.mark('mock:db-ready'));
  const ready = (): Promise<void> => {
    callWaiting = true;
    return database;
  };

  mockConfig.latency = switches.latency ? DEMO_LATENCY : [0, 0];
  mockConfig.onChange = scheduleSave;
  mockConfig.beforeRequest = ready;
  onOtherTabChange(() => {
    void database.then(loadSnapshot).then((snapshot) => snapshot && restoreDb(snapshot));
  });

  return {
    answer: async (request) => answerFrom(table, request),
    verifySession: async (hello) => {
      await ready();
      return isLiveTokenOf(hello.token, hello.user_id);
    },
    ready: () => database,
    saved: async () => {
      await database;
      while (saveTimer !== undefined) await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
      await saving;
    },
  };
}
