import type { Page } from '@playwright/test';

/**
 * The query keys the persisted cache holds (idb-keyval's 'keyval-store', every user's entry), each without its
 * scope part, read with IndexedDB itself: `['transactions', 'list', …]`.
 */
export function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve) => {
        const request = indexedDB.open('keyval-store');
        // created here only if the app never opened it: made the way idb-keyval makes it
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('keyval', 'readonly').objectStore('keyval').getAll();
          all.onsuccess = () => {
            const entries = all.result as { clientState?: { queries?: { queryKey: unknown[] }[] } }[];
            const queries = entries.flatMap((entry) => entry.clientState?.queries ?? []);
            resolve(queries.map((query) => query.queryKey.slice(1)));
            db.close();
          };
        };
      }),
  );
}

/** The features the persisted cache holds (the first part of each key after the scope). */
export async function persistedFeatures(page: Page): Promise<string[]> {
  return (await persistedQueryKeys(page)).map((key) => String(key[0]));
}
