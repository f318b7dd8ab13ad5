import type { QueryClient } from '@tanstack/react-query';
import { clear as clearIdb } from 'idb-keyval';
import type { QueryPersistence } from './persisted-cache/query-persistence.ts';
import type { CookieSession } from './cookie-session.ts';
import { clearPendingMfa, savePendingMfa } from './pending-mfa.ts';
import { safeNextPath } from './next-path.ts';
import type { RequiredMfaStep } from '../api/session-port.ts';
import { showUnreadOnAppIcon } from '../lib/app-badge.ts';
import { UNREAD_COUNT_MESSAGE } from '../shared/push-channel.ts';
import { scopeStore } from './scope.ts';
import { clearSavedScreens, dismissSavedScreen } from '../lib/saved-screen.ts';

/**
 * Ends the session; `to` = where to go (none: stay, e.g. at start before anything is shown). `cookies: 'keep'`
 * ends only this tab's view of its user, when the cookies already hold another user's session (another tab
 * signed in as someone else): clearing them would sign that tab out. `mfaStep`: the provider ended the session
 * with the two-step setup an organization requires (a refresh's answer, issue 46): it becomes the tab's pending
 * MFA step, leading back to where the user was, and `to` should be `/mfa`.
 */
export type EndSession = (options?: {
  to?: string;
  cookies?: 'clear' | 'keep';
  mfaStep?: RequiredMfaStep;
}) => Promise<void>;

interface Deps {
  session: CookieSession;
  /** the query cache, read when the session ends: none yet (no signed-in screen has loaded it) is nothing to clear */
  queryClient?: Pick<QueryClient, 'cancelQueries' | 'clear'> | undefined;
  /** the persisted query cache: stopped first, so clearing the cache below is never saved again */
  persistence?: Pick<QueryPersistence, 'end'> | undefined;
  /** leaves the signed-in screens (replacing the history entry) */
  navigate: (href: string) => Promise<void>;
  /** where the user is now (path, search and hash): where a required MFA step leads back to */
  here?: () => string;
}

/** Removes the persisted query cache (IndexedDB, idb-keyval's store); absent storage is nothing to clear. */
async function clearPersistedCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clearIdb().catch(() => undefined);
}

/**
 * A start with no session to resume (signed out, or the cookies expired while the app was closed): whatever
 * an earlier session left on the device goes before anyone signs in. The saved screens at once; the query
 * cache's delete is queued in IndexedDB before any later read or write of the store, so the next user's
 * restore can never see it.
 */
export function forgetEndedSession(): Promise<void> {
  clearSavedScreens();
  return clearPersistedCache();
}

/**
 * The one way a session ends — logout, a refresh the provider refused, an expired session: cookies and
 * claims, the pending MFA step, every query (cancelled, then removed, in memory and persisted), the session's
 * browser storage, and the scope re-read. Whoever signs in next in this tab starts from nothing.
 * Calls made while an end is under way share it.
 */
export function createEndSession(deps: Deps): EndSession {
  const { session, navigate } = deps;
  let ending: Promise<void> | null = null;

  async function end(
    to: string | undefined,
    cookies: 'clear' | 'keep',
    mfaStep: RequiredMfaStep | undefined,
  ): Promise<void> {
    const { queryClient, persistence } = deps;
    // the step an organization requires, back to where the user was (the router's own location: a route)
    const pending = mfaStep && { ...mfaStep, next: safeNextPath(deps.here?.() ?? '/', () => true) };
    // what the page painted of the session before the app goes at once, with what it was painted from
    dismissSavedScreen();
    clearSavedScreens();
    if (cookies === 'keep') session.forget();
    else {
      session.end();
      // payout alerts end with the session, logout or not; with 'keep' the browser's subscription may
      // already be the other tab's user's. Loaded here: a sign-in page's first visit does not carry it.
      void import('../lib/web-push.ts').then(({ dropBrowserPushSubscription }) =>
        dropBrowserPushSubscription(),
      );
      showUnreadOnAppIcon(0, UNREAD_COUNT_MESSAGE);
    }
    // before anything is removed from the cache: a throttled save pending now would write the emptied
    // cache back after the delete; this drops it, waits for one under way, and deletes the user's entry
    await persistence?.end().catch(() => undefined);
    clearPendingMfa();
    // kept before navigating, for the MFA route's guard, and again after the tab's storage is cleared below
    if (pending) savePendingMfa(pending);
    await queryClient?.cancelQueries();
    // the scope store is told only after the shell has left the screen: told earlier, the still-mounted
    // organization selector would pick an organization again
    if (to !== undefined) await navigate(to);
    queryClient?.clear();
    sessionStorage.clear();
    if (pending) savePendingMfa(pending);
    // again: a screen saved while the cache was being cleared (the page hidden meanwhile) goes too
    clearSavedScreens();
    scopeStore.reload();
    await clearPersistedCache();
  }

  return (options = {}) => {
    ending ??= end(options.to, options.cookies ?? 'clear', options.mfaStep).finally(() => {
      ending = null;
    });
    return ending;
  };
}
