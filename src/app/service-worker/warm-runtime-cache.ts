/** The same-origin files worth keeping for an offline start: build files, brand images, the configuration. */
const WORTH_CACHING = /^\/(?:assets\/|brands\/|menu-bg\/|config\.json$)/;

/**
 * What this page loaded before the worker controlled it (the first visit): the worker has not seen those
 * requests, so they are handed to it (workbox-routing's CACHE_URLS message) to go through its routes, which
 * cache build files and brand images and leave everything else alone (never /v1/).
 */
export function loadedUrlsToCache(entries: { name: string }[], origin: string): string[] {
  const urls = entries
    .map((entry) => new URL(entry.name, origin))
    .filter((url) => url.origin === origin && WORTH_CACHING.test(url.pathname))
    .map((url) => url.href);
  return [...new Set(urls)];
}

/**
 * Hands what this page loaded to the worker once one is active, for it to cache. Waits on the container's
 * `ready` (the registration's active worker, whichever page registered it), not workbox-window's `active`:
 * a page that registers while a worker another page registered is still installing (a full page load
 * during the first install) never hears of that worker from workbox-window, whose `updatefound` came
 * before, so it would hand nothing over and its files would be missing offline.
 */
export async function handOverLoadedFiles(
  serviceWorker: Pick<ServiceWorkerContainer, 'ready'>,
  loaded: () => { name: string }[],
  origin: string,
): Promise<void> {
  const registration = await serviceWorker.ready;
  // read when the worker is active, so files the page loaded meanwhile are handed over too
  const urlsToCache = loadedUrlsToCache(loaded(), origin);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
