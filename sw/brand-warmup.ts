/// <reference lib="webworker" />
import type { Strategy } from 'workbox-strategies';
import { brandForHost } from '../src/shared/brands.ts';

/**
 * On install, the host's brand logo and favicon go into the brand cache, so the sign-in screen of an offline
 * start shows them even when the first visit loaded them before the worker existed. A failure (offline, a
 * missing file) never fails the install: the runtime route caches them on the next visit.
 */
export function warmHostBrandAssets(scope: ServiceWorkerGlobalScope, strategy: Strategy): void {
  scope.addEventListener('install', function cacheHostBrandAssets(event: ExtendableEvent) {
    const brand = brandForHost(scope.location.hostname);
    const requests = [brand.logo, brand.favicon].map(
      (path) => new Request(new URL(path, scope.location.origin)),
    );
    event.waitUntil(
      Promise.all(requests.map((request) => strategy.handle({ event, request }).catch(() => undefined))),
    );
  });
}
