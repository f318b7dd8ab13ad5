import { ApiError } from '../api/errors.ts';
import { translate } from '../i18n/translate.ts';
import { withTranslatedMessage } from '../lib/translated-error.ts';
import { sessionMessages } from './messages/index.ts';
import type { RequiredMfaStep, SessionPort, TokenPair } from '../api/session-port.ts';
import { isMasterClaims } from './current-user.ts';
import { clearSessionCookies, readCookie, readCookieFresh, writeCookieCommitted } from './cookies.ts';
import {
  jwtVerificationFailedMessage,
  verifyToken,
  type AccessClaims,
  type TokenType,
  type VerificationKey,
} from './verify-token.ts';

export interface CookieSession extends SessionPort {
  /** the verified claims of the current access token, or null */
  claims(): AccessClaims | null;
  /** verifies the access token found in the cookie at start; forgets it when it does not verify */
  restore(): Promise<AccessClaims | null>;
  /**
   * false when the configured public key is missing or malformed: no token can ever be accepted. Known once
   * the key's import has settled (`keyReady`); true until then.
   */
  canVerify(): boolean;
  /** settles when the configured key has been imported (or found unusable) */
  keyReady: Promise<void>;
  /** forgets the session locally (logout): claims and every session cookie, without navigating */
  end(): void;
  /** forgets this tab's user but leaves the cookies, which now hold another user's session */
  forget(): void;
}

/** What a request of this tab fails with once the cookies hold another user's session. */
function signedInElsewhereMessage(): string {
  return translate(sessionMessages, 'signedInElsewhere');
}

/**
 * The `sub` claim of a token as written, not verified: only used to notice that a cookie is no longer this
 * tab's user's, never to trust anything the token says.
 */
function subjectOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'sub' in claims ? String(claims.sub) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session held in the cookies of docs/product/03-entities.md §3.5. Claims are only ever taken from a
 * token that verified with the configured RS256 key, so a tampered cookie can never make anyone a master. The
 * key may still be importing (a promise): the app starts without waiting for it, and every verification waits
 * for it.
 */
export function createCookieSession(
  keySource: VerificationKey | null | Promise<VerificationKey | null>,
  onExpire: (mfaStep?: RequiredMfaStep) => void,
  onSignedInElsewhere: () => void = () => undefined,
): CookieSession {
  let verified: AccessClaims | null = null;
  let settledKey: VerificationKey | null | undefined = keySource instanceof Promise ? undefined : keySource;
  const keyReady = Promise.resolve(keySource)
    .catch(() => null) // an import that failed outright verifies nothing, like a malformed key
    .then((key) => {
      settledKey = key;
    });
  const verify = async (token: string, type: TokenType) => {
    await keyReady;
    return verifyToken(token, settledKey ?? null, type);
  };

  /**
   * The cookies are shared by every tab: after a logout and a login as someone else in another tab they hold
   * that user's tokens. This tab never sends them on behalf of its own user (its screens and cache are that
   * user's); it hands over instead, and the request fails.
   */
  function ownToken(token: string | null): string | null {
    // a token whose subject cannot be read is sent as it is: the provider refuses it if it must
    const subject = token === null ? undefined : subjectOf(token);
    if (subject === undefined || !verified?.sub || subject === verified.sub) return token;
    onSignedInElsewhere();
    throw new ApiError(signedInElsewhereMessage);
  }

  return {
    accessToken: () => ownToken(readCookie('access_token')),
    refreshToken: () => ownToken(readCookie('refresh_token')),
    claims: () => verified,
    masterOrgId: () => (isMasterClaims(verified) ? (readCookie('selectedMasterOrgId') ?? '') : null),
    async acceptTokens(tokens: TokenPair) {
      const access = await verify(tokens.access.token, 'access');
      const refresh = access && (await verify(tokens.refresh.token, 'refresh'));
      if (!access || !refresh)
        throw withTranslatedMessage(new Error(jwtVerificationFailedMessage()), jwtVerificationFailedMessage);
      verified = access;
      // committed before the refresh lock is released, so the next tab to take it reads this pair
      await Promise.all([
        writeCookieCommitted('access_token', tokens.access.token, new Date(tokens.access.expires)),
        writeCookieCommitted('refresh_token', tokens.refresh.token, new Date(tokens.refresh.expires)),
      ]);
    },
    async restore() {
      const token = readCookie('access_token');
      verified = token ? await verify(token, 'access') : null;
      return verified;
    },
    readStoredTokens: async () => {
      const [access, refresh] = await Promise.all([
        readCookieFresh('access_token'),
        readCookieFresh('refresh_token'),
      ]);
      return { access: ownToken(access), refresh: ownToken(refresh) };
    },
    async adoptAccessToken(token: string) {
      const claims = await verify(token, 'access');
      if (claims) verified = claims;
      return claims !== null;
    },
    canVerify: () => settledKey !== null,
    keyReady,
    end() {
      verified = null;
      clearSessionCookies();
    },
    forget() {
      verified = null;
    },
    expire(mfaStep?: RequiredMfaStep) {
      verified = null;
      clearSessionCookies();
      onExpire(mfaStep);
    },
  };
}
