import { useEffect } from 'react';

/** The performance mark set when the organizations' balances are first on screen (read by `npm run bench`). */
export const BALANCES_VISIBLE_MARK = 'balances-visible';

/**
 * Marks the first paint of the balances in this page's life, once: the "offline repeat load" figure is the
 * time from navigation to this mark, with the balances coming from the persisted cache.
 */
export function useBalancesVisibleMark(): void {
  useEffect(() => {
    if (typeof performance.getEntriesByName !== 'function') return;
    if (performance.getEntriesByName(BALANCES_VISIBLE_MARK, 'mark').length === 0)
      performance.mark(BALANCES_VISIBLE_MARK);
  }, []);
}
