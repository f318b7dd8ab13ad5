import type { SessionPort, TokenPair } from '../api/session-port.ts';
import { clearSessionCookies, readCookie, readCookieFresh, writeCookieCommitted } from './cookies.ts';
import {
  JWT_VERIFICATION_FAILED,
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
}

/**
 * The session held in the cookies of SPEC §3. Claims are only ever taken from a token that verified with
 * the configured RS256 key, so a tampered cookie can never make anyone a master. The key may still be
 * importing (a promise): the app starts without waiting for it, and every verification waits for it.
 */
export function createCookieSession(
  keySource: VerificationKey | null | Promise<VerificationKey | null>,
  onExpire: () => void,
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

  return {
    accessToken: () => readCookie('access_token'),
    refreshToken: () => readCookie('refresh_token'),
    claims: () => verified,
    masterOrgId: () => (verified?.role === 'master' ? (readCookie('selectedMasterOrgId') ?? '') : null),
    async acceptTokens(tokens: TokenPair) {
      const access = await verify(tokens.access.token, 'access');
      const refresh = access && (await verify(tokens.refresh.token, 'refresh'));
      if (!access || !refresh) throw new Error(JWT_VERIFICATION_FAILED);
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
      return { access, refresh };
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
    expire() {
      verified = null;
      clearSessionCookies();
      onExpire();
    },
  };
}
