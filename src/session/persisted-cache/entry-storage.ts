import { del, get, set } from 'idb-keyval';

/** Where the persisted cache lives: idb-keyval's default store (database 'keyval-store'), or a test's stand-in. */
export interface EntryStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** idb-keyval's default store; undefined where the browser has no IndexedDB at all. */
export function idbEntryStorage(): EntryStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return { get: (key) => get(key), set: (key, value) => set(key, value), del: (key) => del(key) };
}
