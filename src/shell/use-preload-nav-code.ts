import { useEffect } from 'react';
import { useRouter, type AnyRoute } from '@tanstack/react-router';
import { NAV_CODE_LOADED_MARK } from '../lib/perf-marks.ts';
import type { NavItem } from './nav-items.ts';

/** The screen on show loads first: the menu's code is asked for this long after the shell mounts… */
const SETTLE_MS = 1500;
/** …and then when the browser is idle, or after this long at the latest. */
const IDLE_TIMEOUT_MS = 3000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The user asked the browser to save data (Save-Data): nothing is fetched ahead for them. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Loads the code (never the data) of every screen the menu offers once the screen on show has settled and
 * the browser is idle, so that a tap on a menu entry waits for that screen's data and render, not for its chunk on a
 * phone's network. The chunks are small and immutable (hashed names, cached for good); with Save-Data on,
 * nothing is fetched ahead.
 */
export function usePreloadNavCode(items: readonly NavItem[]): void {
  const router = useRouter();
  const routes = items.map((item) => item.route).join(' ');

  useEffect(() => {
    if (!routes || savesData()) return;
    let cancelled = false;
    const load = () => {
      if (cancelled) return;
      const loads: unknown[] = [];
      for (const path of routes.split(' ')) {
        for (const match of router.matchRoutes(path)) {
          const route = router.routesById[match.routeId as keyof typeof router.routesById] as
            AnyRoute | undefined;
          if (route) loads.push(router.loadRouteChunk(route));
        }
      }
      // a chunk that fails to load now is loaded again on the tap, where its failure is shown; the mark tells
      // the benchmark that the menu's code is in
      void Promise.allSettled(loads).then(() => performance.mark(NAV_CODE_LOADED_MARK));
    };
    // after the screen on show has settled (its own chunks and data first), then when the browser is idle
    const idle = (callback: () => void) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(callback, 0);
    const timer = setTimeout(() => idle(load), SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [router, routes]);
}
