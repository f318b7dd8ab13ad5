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
