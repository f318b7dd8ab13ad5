/*
 * The floors' service worker: the least a worker can do to open a page offline. Navigations and built files
 * are answered from its cache when there, else from the network (and kept); nothing else is touched, so a
 * page's data requests fail offline as the app's do. No precache list, no router: a floor of the app's worker.
 */
const CACHE = 'floor';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const navigation = request.mode === 'navigate';
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (!navigation && !url.pathname.startsWith('/assets/')) return;
  const key = navigation ? '/' : request;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(key);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      return response;
    }),
  );
});
