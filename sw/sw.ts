/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { warmHostBrandAssets } from './brand-warmup.ts';
import { isBrandAsset, isHashedAsset, isRuntimeConfig, isShellNavigation } from './request-kinds.ts';
import { brandAssetsStrategy, hashedAssetsStrategy, runtimeConfigStrategy } from './runtime-caches.ts';
import { createShellNavigationHandler } from './shell-navigation.ts';
import { claimClientsOnActivate, listenForSkipWaiting } from './update-lifecycle.ts';

declare const self: ServiceWorkerGlobalScope;

// Wiring only: the handlers live in their own modules. No route matches /v1/ (nor the provider's other paths):
// those requests go to the network untouched and API responses are never cached by the worker.
// The navigation route comes first: it picks the host's brand page for `/`, which the precache would not.
registerRoute(isShellNavigation, createShellNavigationHandler());
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(isHashedAsset, hashedAssetsStrategy());
const brandAssets = brandAssetsStrategy();
registerRoute(isBrandAsset, brandAssets);
registerRoute(isRuntimeConfig, runtimeConfigStrategy());
warmHostBrandAssets(self, brandAssets);
listenForSkipWaiting(self);
claimClientsOnActivate(self);
