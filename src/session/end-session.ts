import type { QueryClient } from '@tanstack/react-query';
import { clear as clearIdb } from 'idb-keyval';
import type { CookieSession } from './cookie-session.ts';
import { clearPendingMfa } from './pending-mfa.ts';
import { scopeStore } from './scope.ts';

/** Ends the session; `to` = where to go (none: stay, e.g. at start before anything is shown). */
export type EndSession = (options?: { to?: string }) => Promise<void>;

interface Deps {
  session: CookieSession;
  queryClient: QueryClient;
  /** leaves the signed-in screens (replacing the history entry) */
  navigate: (href: string) => Promise<void>;
}

/** Removes the persisted query cache (IndexedDB, idb-keyval's store); absent storage is nothing to clear. */
async function clearPersistedCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clearIdb().catch(() => undefined);
}

/**
 * The one way a session ends — logout, a refresh the provider refused, an expired session: cookies and
 * claims, the pending MFA step, every query (cancelled, then removed, in memory and persisted), the session's
 * browser storage, and the scope re-read. Whoever signs in next in this tab starts from nothing.
 * Calls made while an end is under way share it.
 */
export function createEndSession({ session, queryClient, navigate }: Deps): EndSession {
  let ending: Promise<void> | null = null;

  async function end(to: string | undefined): Promise<void> {
    session.end();
    clearPendingMfa();
    await queryClient.cancelQueries();
    // the scope store is told only after the shell has left the screen: told earlier, the still-mounted
    // organization selector would pick an organization again
    if (to !== undefined) await navigate(to);
    queryClient.clear();
    sessionStorage.clear();
    scopeStore.reload();
    await clearPersistedCache();
  }

  return (options = {}) => {
    ending ??= end(options.to).finally(() => {
      ending = null;
    });
    return ending;
  };
}
