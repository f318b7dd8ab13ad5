import { DASHBOARD_PATH } from '../lib/menu.ts';

/**
 * Where a sign-in lands when there is no acceptable `next` (docs/product/02-screens.md §2.3: the dashboard).
 */
export const DEFAULT_AFTER_LOGIN = DASHBOARD_PATH;

// control characters (incl. tab and newline, which URL parsers silently drop) and backslashes, which
// browsers read as slashes: '/\evil.example' would leave the origin
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * `?next=` honoured only for same-origin paths that match a route (`isRoute` gets the pathname); anything
 * else — other origins, protocol-relative `//host`, `javascript:`, encoded tricks, unknown paths — gives the
 * dashboard. Returns path + search + hash.
 */
export function safeNextPath(next: unknown, isRoute: (pathname: string) => boolean): string {
  if (typeof next !== 'string' || next.length > 2048 || !next.startsWith('/') || next.startsWith('//'))
    return DEFAULT_AFTER_LOGIN;
  if (UNSAFE.test(next)) return DEFAULT_AFTER_LOGIN;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // a login page as the destination would only loop back here
  if (url.pathname === '/' || !isRoute(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * docs/product/02-screens.md §2.3: after logout, `/` when the current path has more than 4 segments (the
 * non-empty parts between slashes), otherwise `/?next={current path}` so that signing in again returns there.
 */
export function logoutTarget(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).length;
  return segments > 4 ? '/' : `/?next=${encodeURIComponent(pathname)}`;
}
