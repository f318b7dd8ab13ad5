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

/** A file the page loaded, as the Resource Timing API lists it. */
export interface LoadedFile {
  name: string;
  /** when its request started (performance.now()'s clock) */
  startTime: number;
}

/**
 * Hands the worker every file this page requested before the worker controlled it, for it to cache: those
 * requests never passed through it. Waits on the container's `ready` (the registration's active worker,
 * whichever page registered it), not the worker this page's registration saw installing: a page that registers
 * while a worker another page registered is still installing (a full page load during the first install) never
 * hears of that worker, whose `updatefound` came before. Files still on their way then, or requested until the
 * worker takes the page over (clients.claim), are handed over as they finish (`watchLoads`); what the page
 * requests once controlled the worker sees itself. No file is handed over twice.
 */
export async function handOverLoadedFiles(
  serviceWorker: Pick<ServiceWorkerContainer, 'ready' | 'controller' | 'addEventListener'>,
  loaded: () => LoadedFile[],
  origin: string,
  watchLoads: (onLoad: () => void) => void,
  now: () => number,
): Promise<void> {
  // called for a page that started without a worker: one in control already took it over a moment ago, and
  // what started before now may not have passed through it (handing over one it saw costs a cache lookup)
  let controlledSince = serviceWorker.controller ? now() : Infinity;
  const sent = new Set<string>();
  const handOver = ({ active }: ServiceWorkerRegistration) => {
    const beforeControl = loaded().filter((file) => file.startTime < controlledSince);
    const urlsToCache = loadedUrlsToCache(beforeControl, origin).filter((url) => !sent.has(url));
    if (!active || urlsToCache.length === 0) return;
    for (const url of urlsToCache) sent.add(url);
    active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  serviceWorker.addEventListener(
    'controllerchange',
    () => {
      controlledSince = now();
      void serviceWorker.ready.then(handOver);
    },
    { once: true },
  );
  const registration = await serviceWorker.ready;
  handOver(registration);
  watchLoads(() => handOver(registration));
}
