/**
 * What a request is, as far as the worker's routes care. Pure (no workbox, no worker globals), so the matchers
 * are unit-tested on plain URLs.
 */

/** What workbox-routing hands a route's match callback (the parts read here). */
export interface RequestContext {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * The provider's paths on the app's origin (sandbox/web-server.ts): the API, the sandbox's dev paths and its
 * identity provider. The worker never answers them: API responses are never cached (the query cache is the
 * offline store), and a provider page must come from the provider.
 */
export function isProviderPath(pathname: string): boolean {
  return /^\/(?:v1|__sandbox|oidc)(?:\/|$)/.test(pathname);
}

/** A path naming a file (its last segment has an extension): the server answers it, not the app's router. */
function isFilePath(pathname: string): boolean {
  return /\.[^/]+$/.test(pathname);
}

/** A page of the app: a same-origin navigation to a route, which the shell can answer offline. */
export function isShellNavigation({ request, url, sameOrigin }: RequestContext): boolean {
  return (
    sameOrigin && request.mode === 'navigate' && !isProviderPath(url.pathname) && !isFilePath(url.pathname)
  );
}

/** A fingerprinted build file (/assets/name-hash.js|css): immutable, so a cached copy is always right. */
export function isHashedAsset({ url, sameOrigin }: RequestContext): boolean {
  return sameOrigin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);
}

/** A brand's logo or favicon (public/brands/**), or a menu background image (public/menu-bg/). */
export function isBrandAsset({ url, sameOrigin }: RequestContext): boolean {
  return sameOrigin && /^\/(?:brands|menu-bg)\/[^?#]+\.(?:svg|png|webp|jpe?g|ico)$/.test(url.pathname);
}

/** The runtime configuration the app cannot start without (src/api/runtime-config.ts). */
export function isRuntimeConfig({ url, sameOrigin, request }: RequestContext): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname === '/config.json';
}
