import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { createConsents } from './consents.ts';

/** The client the back-office registers with the sandbox issuer (a public client: PKCE, no secret). */
export const OIDC_CLIENT_ID = 'back-office';
const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 5 * 60;

export interface DemoIdentity {
  sub: string;
  email: string;
  name: string;
  /** shown on the consent page so testers know which path the identity takes */
  note: string;
}

/** Who can "sign in" at the sandbox issuer: one identity with an account, two without. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { sub: 'idp-maya', email: 'merchant@demo.test', name: 'Maya Merchant', note: 'has an account' },
  { sub: 'idp-ada', email: 'ada@idp.example', name: 'Ada', note: 'new: an account is created' },
  { sub: 'idp-grace', email: 'grace@idp.example', name: 'Grace', note: 'new: an account is created' },
];

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

interface Grant extends AuthorizeParams {
  identity: DemoIdentity;
  issuer: string;
  expiresAt: number;
}

export interface IdClaims {
  sub: string;
  email: string;
  name: string;
}

/** base64url(SHA-256(verifier)), the S256 code challenge of RFC 7636. */
function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The sandbox's OpenID Connect issuer: its own RS256 key (not the provider's), single-use authorization codes
 * bound to client, redirect URI and PKCE challenge, and ID tokens the provider verifies before trusting them.
 */
export function createOidcIssuer(now: () => Date) {
  const kid = randomBytes(8).toString('hex');
  // generated on first use: most sandboxes (tests) never run the external sign-in
  let keys: ReturnType<typeof generateKeyPair> | undefined;
  const keyPair = () => (keys ??= generateKeyPair('RS256', { extractable: true }));
  const grants = new Map<string, Grant>();

  return {
    /** the consent pages shown and not yet answered (consents.ts) */
    consents: createConsents(now),
    async jwks(): Promise<{ keys: JWK[] }> {
      const jwk = await exportJWK((await keyPair()).publicKey);
      return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
    },
    /** Records the consent and returns the authorization code. */
    grant(params: AuthorizeParams, identity: DemoIdentity, issuer: string): string {
      const code = randomBytes(32).toString('base64url');
      grants.set(code, { ...params, identity, issuer, expiresAt: now().getTime() + CODE_TTL_MS });
      return code;
    },
    /** Redeems a code once; null (and the code is gone) when anything does not match. */
    redeem(code: string, clientId: string, redirectUri: string, verifier: string): Grant | null {
      const found = grants.get(code);
      grants.delete(code);
      if (!found || found.expiresAt < now().getTime()) return null;
      if (found.clientId !== clientId || found.redirectUri !== redirectUri) return null;
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || s256(verifier) !== found.codeChallenge) return null;
      return found;
    },
    async idToken(found: Grant): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({
        email: found.identity.email,
        email_verified: true,
        name: found.identity.name,
        nonce: found.nonce,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
        .setIssuer(found.issuer)
        .setSubject(found.identity.sub)
        .setAudience(found.clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_TTL_S)
        .sign((await keyPair()).privateKey);
    },
    /** What the provider does with an ID token: RS256 by this issuer's key, for our client, unexpired. */
    async verifyIdToken(token: string): Promise<IdClaims | null> {
      try {
        const { payload } = await jwtVerify(token, (await keyPair()).publicKey, {
          algorithms: ['RS256'],
          audience: OIDC_CLIENT_ID,
          currentDate: now(),
        });
        const { sub, email, name, email_verified: verified } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || verified !== true) return null;
        return { sub, email, name: typeof name === 'string' && name.trim() ? name : email.split('@')[0]! };
      } catch {
        return null;
      }
    },
  };
}

export type OidcIssuer = ReturnType<typeof createOidcIssuer>;
