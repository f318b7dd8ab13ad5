/**
 * The only places a session lives (docs/product/03-entities.md §3.11): these cookies, Secure and
 * SameSite=Strict.
 */
export const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'orgID',
  'env',
  'isAccepted',
  'selectedMasterOrgId',
] as const;

export type SessionCookie = (typeof SESSION_COOKIES)[number];

/** Reads one cookie, or null when absent (always, outside a browser: the build's prerender has no session). */
export function readCookie(name: SessionCookie): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Writes one cookie for the whole app; `expires` bounds its life (a session cookie without it). */
export function writeCookie(name: SessionCookie, value: string, expires?: Date): void {
  const expiry = expires ? `; Expires=${expires.toUTCString()}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Secure; SameSite=Strict${expiry}`;
}

/** Removes every session cookie (logout, expired session). */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) {
    document.cookie = `${name}=; Path=/; Secure; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The Cookie Store API where the browser offers it (secure contexts of current browsers). */
function cookieStoreApi(): CookieStore | null {
  return typeof cookieStore !== 'undefined' ? cookieStore : null;
}

/**
 * Writes one cookie and resolves once the browser has stored it. A `document.cookie` write reaches the
 * browser's store a moment later, so another tab reading right after could still see the old value; the
 * tabs hand a refreshed pair over through the cookies, so that moment matters.
 */
export async function writeCookieCommitted(
  name: SessionCookie,
  value: string,
  expires?: Date,
): Promise<void> {
  const store = cookieStoreApi();
  if (store) {
    try {
      await store.set({
        name,
        value: encodeURIComponent(value),
        path: '/',
        sameSite: 'strict',
        expires: expires ? expires.getTime() : null,
      });
      return;
    } catch {
      // refused by the browser (e.g. an unusual context): the classic write still stores it
    }
  }
  writeCookie(name, value, expires);
}

/** Reads one cookie from the browser's store itself, past the tab's own cached view of `document.cookie`. */
export async function readCookieFresh(name: SessionCookie): Promise<string | null> {
  const store = cookieStoreApi();
  if (store) {
    try {
      const cookie = await store.get(name);
      return cookie?.value ? decodeURIComponent(cookie.value) : null;
    } catch {
      // fall back to the classic read
    }
  }
  return readCookie(name);
}
