import { createHash, randomBytes } from 'node:crypto';
import type { AuthorizeParams } from './issuer.ts';

/** How long a consent page may stay open before Continue (then the person starts again from the app). */
const CONSENT_TTL_MS = 10 * 60_000;
/** Open pages kept at most: older ones are forgotten first, so page loads cannot fill the memory. */
const MAX_OPEN = 10_000;

/** The cookie tying a consent page to the browser that opened it (SameSite=Strict: never sent cross-site). */
export const CONSENT_COOKIE = 'sandbox_id_consent';

interface OpenPage {
  params: AuthorizeParams;
  browserHash: string;
  expiresAt: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The consent pages shown and not yet answered. Each page carries a one-time token bound to the checked
 * authorization request and to the browser's consent cookie: a form posted without opening the page, from
 * another browser, or twice, matches nothing.
 */
export function createConsents(now: () => Date) {
  const open = new Map<string, OpenPage>();
  return {
    /** A new browser key for the consent cookie. */
    newBrowserKey: () => randomBytes(24).toString('base64url'),
    /** Records a page shown to `browserKey` for checked `params`; returns its token. */
    open(params: AuthorizeParams, browserKey: string): string {
      const at = now().getTime();
      for (const [token, page] of open) if (page.expiresAt < at || open.size >= MAX_OPEN) open.delete(token);
      const token = randomBytes(32).toString('base64url');
      open.set(token, { params, browserHash: sha256(browserKey), expiresAt: at + CONSENT_TTL_MS });
      return token;
    },
    /**
     * The page's request, once, for the browser that opened it; null for anything else. Another browser's
     * attempt does not spend the token: the person looking at the page can still press Continue.
     */
    take(token: string, browserKey: string): AuthorizeParams | null {
      const page = open.get(token);
      if (!page || page.browserHash !== sha256(browserKey)) return null;
      open.delete(token);
      return page.expiresAt < now().getTime() ? null : page.params;
    },
  };
}
