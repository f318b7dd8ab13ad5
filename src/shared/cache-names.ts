/**
 * The service worker's runtime caches, by name. Shared so that the app (logout, tests) and the worker agree on
 * what exists. The precache is workbox's own (`workbox-precache-v2-…`), emptied of old builds on activation.
 * Bump a name's version when what it stores changes shape: the worker deletes caches it does not know.
 */
export const CACHE_NAMES = {
  /** fingerprinted /assets/*.js|css files of screens visited (immutable; CacheFirst, bounded) */
  assets: 'paydesk-assets-v1',
  /** brand logos, favicons and menu background images (CacheFirst, bounded, with expiry) */
  brandAssets: 'paydesk-brand-assets-v1',
  /** /config.json, without which the app cannot start (NetworkFirst; public values only) */
  runtimeConfig: 'paydesk-runtime-config-v1',
} as const;
