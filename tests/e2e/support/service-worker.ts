import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker is active and controls the page (it claims the page on first install). */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL held in any Cache Storage cache of the page's origin, by cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => request.url);
    }
    return byCache;
  });
}

/** The cached URLs of the provider's API (/v1/), in whichever cache. */
export async function cachedApiUrls(page: Page): Promise<string[]> {
  return Object.values(await cachedUrls(page))
    .flat()
    .filter((url) => new URL(url).pathname.startsWith('/v1/'));
}

/** Build files (/assets/) the page loaded that no cache holds: what an offline start of this screen would miss. */
export async function loadedAssetsNotCached(page: Page): Promise<string[]> {
  const cached = new Set(Object.values(await cachedUrls(page)).flat());
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(
        (url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'),
      ),
  );
  return loaded.filter((url) => !cached.has(url));
}

/**
 * Waits until the page's worker registration has settled on one worker: it is active and controls the page,
 * and none installs or waits. From then on no `controlling` event can come, so no reload can follow: what a
 * test checks about reloads after this holds for good, without waiting a fixed time.
 */
export async function waitForSettledWorker(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          active: registration?.active?.state ?? null,
          // one ServiceWorker object per worker in a page: the same object means the same worker
          controlledByActive:
            Boolean(registration?.active) && navigator.serviceWorker.controller === registration?.active,
          installing: Boolean(registration?.installing),
          waiting: Boolean(registration?.waiting),
        };
      }),
    )
    .toEqual({ active: 'activated', controlledByActive: true, installing: false, waiting: false });
}

/** The state of the worker the page's registration holds waiting, or null when none waits. */
export function waitingWorkerState(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state ?? null),
  );
}
