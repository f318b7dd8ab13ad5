import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { UnsecuredJWT } from 'jose';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { loginOutcome } from './auth.ts';
import { recordSignIn } from '../audit/sign-in.ts';
import { createAccount } from '../accounts.ts';
import { bodyOf } from '../request.ts';
import type { AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { findUserByEmail, toUser } from '../users.ts';
import type { IdClaims, OidcIssuer } from '../oidc/issuer.ts';

/**
 * docs/product/09-constants.md §9.6: the locally created token lives one day (a minute of clock skew
 * tolerated).
 */
const REGISTRATION_TOKEN_MAX_S = 24 * 3600 + 60;
const NO_ACCOUNT_MESSAGE = 'No account is linked to this identity';
const UNVERIFIED_ACCOUNT_MESSAGE =
  'An account with this email address already exists, but the address is not verified. Sign in with your password and verify your email address first.';

interface RegistrationClaims {
  email: string;
  name: string;
  organizationName: string;
}

/**
 * The locally created token (docs/product/03-entities.md §3.5): unsigned — the browser has no secret to sign
 * with — so it is only a carrier of the profile the user registers with, trusted solely for the email the
 * verified ID token vouches for.
 */
function readRegistrationToken(token: string, identity: IdClaims, now: Date): RegistrationClaims {
  let payload: Record<string, unknown>;
  try {
    payload = UnsecuredJWT.decode(token, { currentDate: now, requiredClaims: ['iat', 'exp'] }).payload;
  } catch {
    throw new ApiError(400, 'Invalid or expired registration token');
  }
  const { email, name, organizationName, iat, exp } = payload;
  if ((exp as number) - (iat as number) > REGISTRATION_TOKEN_MAX_S)
    throw new ApiError(400, 'Registration token lifetime exceeds 1 day');
  if (typeof email !== 'string' || email.toLowerCase() !== identity.email.toLowerCase())
    throw new ApiError(400, 'Registration token does not match the identity');
  if (typeof name !== 'string' || typeof organizationName !== 'string')
    throw new ApiError(400, 'Registration token must carry name and organizationName');
  return {
    email: identity.email,
    name: plainText('name', name),
    organizationName: plainText('organizationName', organizationName),
  };
}

/** /v1/auth/oidc/*: sign-in and registration with an ID token of the configured external issuer. */
export function oidcProviderRoutes(deps: SandboxDeps, issuer: OidcIssuer): Hono<AppEnv> {
  const { db, keys, now, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  async function identityOf(idToken: string): Promise<IdClaims> {
    const identity = await issuer.verifyIdToken(idToken);
    if (!identity) throw new ApiError(401, 'The identity provider token is invalid or expired');
    return identity;
  }

  r.post('/auth/oidc/login', async (c) => {
    const { idToken } = bodyOf<'oidcLogin'>(c);
    const identity = await identityOf(idToken);
    const user = findUserByEmail(db, identity.email);
    if (!user) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    // the identity provider vouches for the email, the local account does not yet: whoever registered it may not
    // own the mailbox, and letting the identity in would share that account with them
    if (!user.is_email_verified) throw new ApiError(409, UNVERIFIED_ACCOUNT_MESSAGE);
    const outcome = await loginOutcome(deps, user);
    if ('tokens' in outcome) recordSignIn(c, deps, user._id, 'oidc');
    return ok<'oidcLogin'>(c, outcome);
  });

  r.post('/auth/oidc/register', async (c) => {
    const { idToken, registrationToken } = bodyOf<'oidcRegister'>(c);
    // an account is an account however it is created: the password registration's allowance applies
    const address = clientAddress(c, deps.trustedProxies);
    assertWithinLimit(c, db, clientLimits, 'registration', address, now());
    const identity = await identityOf(idToken);
    const profile = readRegistrationToken(registrationToken, identity, now());
    if (findUserByEmail(db, profile.email)) throw new ApiError(409, 'Email already taken');
    const user = createAccount(deps, {
      name: profile.name,
      email: profile.email,
      // no password: this account signs in through the identity provider (or resets one by email)
      passwordHash: hashPassword(randomBytes(32).toString('hex')),
      orgName: profile.organizationName,
      emailVerified: true,
    });
    recordEvent(db, clientLimits, 'registration', address, now());
    recordSignIn(c, deps, user._id, 'registration');
    return ok<'oidcRegister'>(
      c,
      { user: toUser(user), tokens: await issueTokens(db, keys, user, now()) },
      201,
    );
  });

  return r;
}
