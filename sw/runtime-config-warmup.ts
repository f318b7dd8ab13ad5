/// <reference lib="webworker" />
import type { Strategy } from 'workbox-strategies';

/**
 * On install, /config.json goes into the runtime-config cache through its own route's strategy, so an offline
 * start finds it from the first visit on: that visit's page fetched it before the worker existed, and the app
 * reads it once per start, so the route alone would first see it at the next online start. A failure (offline,
 * the server down) never fails the install: the route caches it at the next start that reaches the network.
 */
export function warmRuntimeConfig(scope: ServiceWorkerGlobalScope, strategy: Strategy): void {
  scope.addEventListener('install', function cacheRuntimeConfig(event: ExtendableEvent) {
    // the page's own request is no-store too: an HTTP-cached copy could be an older configuration
    const request = new Request(new URL('/config.json', scope.location.origin), { cache: 'no-store' });
    event.waitUntil(strategy.handle({ event, request }).catch(() => undefined));
  });
}
