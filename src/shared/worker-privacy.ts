import { get, set } from 'idb-keyval';

/**
 * Privacy mode, told to the service worker (issue 32): while amounts are hidden on this device, a push
 * notification carries no amount in its title or body. The worker cannot read localStorage, so the app writes
 * the state to IndexedDB (idb-keyval's default store, as the language: src/shared/worker-language.ts) at start
 * and at every change; the worker reads it at each push.
 */
export const WORKER_PRIVACY_KEY = 'bo-amounts-hidden';

/** Never rejects: with IndexedDB missing or refused, the worker is not told (and writes amounts as before). */
export async function rememberPrivacyForWorker(hidden: boolean): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await set(WORKER_PRIVACY_KEY, hidden);
  } catch {
    /* storage refused */
  }
}

/** Whether the app last said amounts are hidden; false when it never said (or storage cannot be read). */
export async function workerAmountsHidden(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    return (await get(WORKER_PRIVACY_KEY)) === true;
  } catch {
    return false;
  }
}
