import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { EntryStorage } from './entry-storage.ts';
import { acceptPersistedClient } from './persisted-client.ts';
import { persistedEntryKey } from './policy.ts';

interface Options {
  userId: string;
  buster: string;
  maxAge: number;
  storage: EntryStorage;
}

/**
 * The library's Persister over one IndexedDB entry per user. Restoring checks the entry before anything is
 * hydrated (`acceptPersistedClient`) and deletes one that may not be restored; a read that fails (storage
 * unavailable, a corrupt value) is nothing to restore. Writes are plain: throttling and the guard against a
 * write after logout belong to the caller (`createQueryPersistence`), which knows when the session ended.
 */
export function createIdbPersister({ userId, buster, maxAge, storage }: Options): Persister {
  const key = persistedEntryKey(userId);
  const remove = () => storage.del(key).catch(() => undefined);
  return {
    persistClient: (client: PersistedClient) => storage.set(key, { ...client, userId }),
    async restoreClient() {
      let raw: unknown;
      try {
        raw = await storage.get(key);
      } catch {
        await remove();
        return undefined;
      }
      if (raw === undefined) return undefined;
      const accepted = acceptPersistedClient(raw, { userId, buster, maxAge, now: Date.now() });
      if (!accepted) await remove();
      return accepted;
    },
    removeClient: remove,
  };
}
