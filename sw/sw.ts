/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { AppBadge, onUnreadCountMessage } from './app-badge.ts';
import { warmHostBrandAssets } from './brand-warmup.ts';
import { onNotificationClick } from './notification-click.ts';
import { onPush } from './push-handler.ts';
import { isBrandAsset, isHashedAsset, isRuntimeConfig, isShellNavigation } from './request-kinds.ts';
import { brandAssetsStrategy, hashedAssetsStrategy, runtimeConfigStrategy } from './runtime-caches.ts';
import { warmRuntimeConfig } from './runtime-config-warmup.ts';
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
const runtimeConfig = runtimeConfigStrategy();
registerRoute(isRuntimeConfig, runtimeConfig);
warmHostBrandAssets(self, brandAssets);
warmRuntimeConfig(self, runtimeConfig);
listenForSkipWaiting(self);
claimClientsOnActivate(self);

// Web Push: payout notifications, their clicks, and the app badge (handlers in their own modules)
const appBadge = new AppBadge(self.navigator);
self.addEventListener('push', (event) => onPush(event, self, appBadge));
self.addEventListener('notificationclick', (event) => onNotificationClick(event, self));
self.addEventListener('message', (event) => onUnreadCountMessage(event, appBadge));
