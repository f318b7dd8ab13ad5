/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { AppBadge, onUnreadCountMessage } from './app-badge.ts';
import { onNotificationClick } from './notification-click.ts';
import { onPush } from './push-handler.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell only; API responses are never cached by the worker (the query cache is the offline store).
// Push, notification clicks and brand-asset caching arrive with the installable/offline issue.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Web Push: payout notifications, their clicks, and the app badge (handlers in their own modules)
const appBadge = new AppBadge(self.navigator);
self.addEventListener('push', (event) => onPush(event, self, appBadge));
self.addEventListener('notificationclick', (event) => onNotificationClick(event, self));
self.addEventListener('message', (event) => onUnreadCountMessage(event, appBadge));
