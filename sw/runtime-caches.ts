import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES } from '../src/shared/cache-names.ts';

const DAY = 24 * 60 * 60;

/**
 * Screens' chunks and stylesheets not in the precache, cached as the user visits them: fingerprinted, so a
 * cached copy never goes stale (CacheFirst), and an older build's files stay until they age out, for a tab
 * still running it. Only 200 responses are stored (the strategies' default).
 */
export function hashedAssetsStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  });
}

/**
 * Brand logos, favicons and menu backgrounds: served from their own cache first, refreshed by expiry (a brand
 * may change its logo under the same name, so not forever).
 */
export function brandAssetsStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: CACHE_NAMES.brandAssets,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  });
}

/**
 * /config.json: the app cannot start without it (src/api/runtime-config.ts shows a configuration error), so an
 * offline start needs the last copy. Network first, so a changed configuration applies at the next start; the
 * file holds public values only (API base URL, the token-signing and VAPID public keys).
 */
export function runtimeConfigStrategy(): NetworkFirst {
  return new NetworkFirst({
    cacheName: CACHE_NAMES.runtimeConfig,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 2 })],
  });
}
