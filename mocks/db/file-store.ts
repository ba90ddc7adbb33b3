/**
 * Where the mock server keeps uploaded files (teaching-plan documents). Files stay out of the
 * database and its stored rows: a row keeps the file's key, the store keeps the bytes. Tests and
 * the benchmark keep files in memory; the browser demo keeps them in IndexedDB
 * (mocks/db/file-persistence.ts), so an upload still downloads and shows after a reload.
 */
export interface StoredFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** epoch ms it was stored */
  storedAt: number;
}

export interface FileStore {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Drops files stored before `before` (epoch ms) that no row refers to any more. */
  prune(keep: ReadonlySet<string>, before: number): Promise<number>;
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put: async (key, file) => void files.set(key, file),
    get: async (key) => files.get(key),
    delete: async (key) => void files.delete(key),
    prune: async (keep, before) => {
      let dropped = 0;
      for (const [key, file] of files) {
        if (keep.has(key) || file.storedAt >= before) continue;
        files.delete(key);
        dropped++;
      }
      return dropped;
    },
  };
}

let store: FileStore = memoryFileStore();

export function fileStore(): FileStore {
  return store;
}

/** The browser demo puts its IndexedDB store in place at start. */
export function setFileStore(next: FileStore): void {
  store = next;
}

/** A new, unguessable key for a file. */
export function newFileKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
