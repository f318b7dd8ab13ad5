/// <reference lib="webworker" />

/** The Service Worker Static Routing API's part of the install event (Chromium 123+; absent elsewhere). */
type RoutingInstallEvent = ExtendableEvent & {
  addRoutes?: (rules: { condition: Record<string, string>; source: string }[]) => Promise<void>;
};

/**
 * The build's fingerprinted files (/assets/*) come straight from Cache Storage, without starting or running
 * this worker: a start loads about a hundred of them, and running the worker's code for each kept a phone's
 * CPU busy for hundreds of milliseconds (measured at 4× CPU) before the app could run. A file no cache holds
 * goes to the network as the browser would fetch it; the page hands what it loaded to the worker afterwards
 * (src/app/service-worker/register.ts), whose route caches it (`hashedAssetsStrategy`). Browsers without the
 * API run the worker's routes as before.
 */
export function routeAssetsFromCache(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    const routing = event as RoutingInstallEvent;
    if (typeof routing.addRoutes !== 'function') return;
    event.waitUntil(
      routing
        .addRoutes([{ condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' }])
        // a rule this browser refuses: the worker's own routes answer instead
        .catch(() => undefined),
    );
  });
}
