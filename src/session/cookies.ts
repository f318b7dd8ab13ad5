/** The only places a session lives (SPEC §3): these cookies, Secure and SameSite=Strict. */
export const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'orgID',
  'env',
  'isAccepted',
  'selectedMasterOrgId',
] as const;

export type SessionCookie = (typeof SESSION_COOKIES)[number];

/** Reads one cookie, or null when absent. */
export function readCookie(name: SessionCookie): string | null {
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
