import { useLayoutEffect } from 'react';
import { isInstantBalancesPath } from '../shared/instant-balances-page.ts';

/**
 * The view the page's boot script paints before the app has loaded (scripts/vite/instant-balances.js: the
 * organizations' balances as last shown, from the snapshot of src/features/organizations/balances-snapshot.ts).
 * It covers the page until the app shows the same screen, or another one, and goes in the commit that does,
 * so no frame shows neither.
 */
export const INSTANT_VIEW_ID = 'instant-view';

/** The screen the view stands for: the Organizations tab of /manage/organization/ (mirrored by the script). */
export function isInstantViewLocation(pathname: string, search: { tab?: unknown }): boolean {
  return isInstantBalancesPath(pathname) && search.tab !== 'team';
}

/**
 * Where the app saves the balances the view paints (src/features/organizations/balances-snapshot.ts): in
 * localStorage, which the script reads before anything else has loaded; removed when the session ends.
 */
export const BALANCES_SNAPSHOT_KEY = 'bo-balances-snapshot';

/** Removes the saved balances (the session ends). */
export function clearBalancesSnapshot(): void {
  try {
    localStorage.removeItem(BALANCES_SNAPSHOT_KEY);
  } catch {
    // no storage: nothing was saved
  }
}

/** Removes the view, if the page has one. */
export function dismissInstantView(): void {
  if (typeof document !== 'undefined') document.getElementById(INSTANT_VIEW_ID)?.remove();
}

/** For what replaces the view on its screen (the balances, their error view): gone in the same commit. */
export function useDismissInstantView(): void {
  useLayoutEffect(dismissInstantView, []);
}
