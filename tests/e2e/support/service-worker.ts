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
