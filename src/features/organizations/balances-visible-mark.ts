import { useEffect } from 'react';

/**
 * The performance mark set when the organizations' balances are first on screen (read by `npm run bench`):
 * by the page's boot script when it painted them before the app (src/lib/instant-view.ts), else by the app.
 */
export const BALANCES_VISIBLE_MARK = 'balances-visible';

/** The app's own first render of the balances, set either way (the bench prints it beside the figure). */
export const APP_BALANCES_MARK = 'balances-visible-app';

/**
 * Marks the first paint of the balances in this page's life, once: the "offline repeat load" figure is the
 * time from navigation to this mark, with the balances coming from the persisted cache.
 */
export function useBalancesVisibleMark(): void {
  useEffect(() => {
    if (typeof performance.getEntriesByName !== 'function') return;
    for (const name of [BALANCES_VISIBLE_MARK, APP_BALANCES_MARK])
      if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
  }, []);
}
