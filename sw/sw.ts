/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// The app shell only; API responses are never cached by the worker (the query cache is the offline store).
// Push, notification clicks and brand-asset caching arrive with the installable/offline issue.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
