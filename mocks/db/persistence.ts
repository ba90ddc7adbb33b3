/**
 * Browser persistence of the mock database in IndexedDB, so a change survives a reload, and a
 * BroadcastChannel so that other tabs of the demo (a second sign-in, a QR-scan confirmation)
 * see the change too.
 */
import type { Snapshot } from './db';

const DB_NAME = 'teaching-cloud-mock';
const STORE = 'snapshots';
const KEY = 'current';
const CHANNEL = 'teaching-cloud-mock-db';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const request = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    database.close();
  }
}

export async function loadSnapshot(): Promise<Snapshot | null> {
  try {
    return ((await run('readonly', (s) => s.get(KEY))) as Snapshot | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function saveSnapshot(snapshot: Snapshot): Promise<void> {
  await run('readwrite', (s) => s.put(snapshot, KEY));
}

export async function deleteSnapshot(): Promise<void> {
  try {
    await run('readwrite', (s) => s.delete(KEY));
  } catch {
    // nothing stored
  }
}

const tabId = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null = null;

/** Tells the other tabs that the stored database changed. */
export function announceChange(): void {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.postMessage({ from: tabId });
}

/** Calls back when another tab changed the stored database. */
export function onOtherTabChange(callback: () => void): void {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<{ from: string }>) => {
    if (event.data?.from !== tabId) callback();
  });
}
