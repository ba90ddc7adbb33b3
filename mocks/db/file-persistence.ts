/**
 * The browser demo's file store: uploaded files in an IndexedDB database of their own, beside
 * the database's rows (mocks/db/persistence.ts), so files never travel with the world's data.
 * Every tab of the demo reads the same files.
 */
import type { FileStore, StoredFile } from './file-store';

const DB_NAME = 'teaching-cloud-mock-files';
const STORE = 'files';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('the file store transaction was aborted'));
  });
}

export function indexedDbFileStore(): FileStore {
  return {
    put: async (key, file) => void (await run('readwrite', (s) => s.put(file, key))),
    get: async (key) => (await run<StoredFile | undefined>('readonly', (s) => s.get(key) as IDBRequest<StoredFile | undefined>)) ?? undefined,
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
    prune: async (keep, before) => {
      let dropped = 0;
      await run('readwrite', (s) => {
        const cursor = s.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          const file = at.value as StoredFile;
          if (!keep.has(String(at.key)) && file.storedAt < before) {
            at.delete();
            dropped++;
          }
          at.continue();
        };
      });
      return dropped;
    },
  };
}
