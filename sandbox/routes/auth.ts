import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import { openChallenge } from '../mfa-challenges.ts';
import { organizationRequiringMfa } from '../recovery/requirement.ts';
import { recordSignIn } from '../audit/sign-in.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import type { AppEnv } from '../session.ts';
import {
  endFamily,
  endSession,
  findRefresh,
  issueTokens,
  revokeAllRefresh,
  revokeRefresh,
  sessionEnded,
  signTokens,
  storeRefresh,
  verifyToken,
} from '../tokens.ts';
import { findUser, findUserByEmail, toUser, type UserRow } from '../users.ts';
import { mfaRoutes } from './mfa.ts';
import { mfaProfileRoutes } from './mfa-profile.ts';
import { passwordRoutes } from './password.ts';
import { passkeyRoutes } from './passkeys.ts';
import { registerRoute } from './register.ts';

// scrypt of a fixed string: an unknown email costs as much as a wrong password (no timing enumeration)
const DUMMY_HASH = hashPassword('not-a-password', '00000000000000000000000000000000');

/**
 * A correct first factor (password or a verified external identity): the session when MFA is skipped or
 * disabled (and no organization of theirs requires it), else the MFA step `{id, challenge, mfa_status}` (with
 * `requiredBy` when an organization requires it), whose challenge only this login's client holds.
 */
export async function loginOutcome(deps: SandboxDeps, user: UserRow) {
  const { db, keys, now } = deps;
  const enabled = user.mfa_status === 'enabled';
  // an organization requiring two-step verification sends a member without it to the setup step (recovery/)
  const requiredBy = enabled ? undefined : organizationRequiringMfa(db, user._id);
  if ((user.mfa_status === 'skipped' || user.mfa_status === 'disabled') && !requiredBy) {
    const tokens = await issueTokens(db, keys, user, now());
    return { user: toUser(user), tokens, mfa_status: user.mfa_status };
  }
  return {
    id: user._id,
    challenge: openChallenge(db, user._id, now()),
    mfa_status: user.mfa_status,
    ...(requiredBy && { requiredBy }),
  };
}

export function authRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/login', async (c) => {
    const { email, password } = bodyOf<'login'>(c);
    const address = clientAddress(c, deps.trustedProxies);
    // one address guessing across many accounts stays under each account's limit: it has its own
    assertWithinLimit(c, db, clientLimits, 'failed-login', address, now());
    assertNotLocked(c, db, 'password', email, now());
    const user = findUserByEmail(db, email);
    const valid = verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      recordFailure(db, 'password', email, now());
      recordEvent(db, clientLimits, 'failed-login', address, now());
      throw new ApiError(401, 'Incorrect email or password');
    }
    const outcome = await loginOutcome(deps, user);
    // a session only when no second step follows; the step records its own sign-in (mfa.ts)
    if ('tokens' in outcome) recordSignIn(c, deps, user._id, 'password');
    return ok<'login'>(c, outcome);
  });

  r.route('/', mfaRoutes(deps));
  r.route('/', mfaProfileRoutes(deps));
  r.route('/', registerRoute(deps));
  r.route('/', passwordRoutes(deps));
  r.route('/', passkeyRoutes(deps));

  r.post('/auth/logout', async (c) => {
    const { refreshToken } = bodyOf<'logout'>(c);
    // the refresh token is the credential here (an expired access token must not prevent logging out);
    // unknown or foreign tokens are ignored rather than refused: logging out must always succeed
    const verified = await verifyToken(keys, refreshToken, 'refresh', now());
    if (verified?.jti) revokeRefresh(db, verified.jti, now());
    if (verified?.sid) endSession(db, verified.sid, now());
    return ok<'logout'>(c, { message: 'Logout successful' });
  });

  r.post('/auth/refresh-tokens', async (c: Context<AppEnv>) => {
    const { refreshToken } = bodyOf<'refreshTokens'>(c);
    const verified = await verifyToken(keys, refreshToken, 'refresh', now());
    const user = verified?.jti ? findUser(db, verified.sub) : undefined;
    if (!verified?.jti || !user) throw new ApiError(401, 'Please authenticate');
    const { jti } = verified;
    // an organization's two-step requirement reaches open sessions here, as it reaches a sign-in (loginOutcome):
    // a member without it gets the setup step instead of tokens. A passkey's sign-in counts as both factors.
    const requiredBy =
      verified.passkey || user.mfa_status === 'enabled' ? undefined : organizationRequiringMfa(db, user._id);
    // signing is asynchronous, so it happens first; check, revoke and insert then run in one transaction, with
    // nothing awaited in between: of two concurrent refreshes with one token, exactly one can rotate it. The new
    // pair keeps the sign-in's family: its expiry (counted from the sign-in) and whether it was a passkey's.
    const signed = requiredBy
      ? undefined
      : await signTokens(keys, user, now(), verified.sid ?? randomUUID(), {
          refreshExp: verified.exp,
          passkey: verified.passkey,
        });
    const outcome = db
      .transaction((): { rotated: true } | { challenge: string } | 'refused' => {
        const row = findRefresh(db, jti);
        if (!row || row.user_id !== user._id || sessionEnded(db, verified.sid)) return 'refused';
        if (row.revoked_at) {
          // a rotated-out token came back: someone holds a copy, so its whole sign-in ends (even the pair a
          // concurrent duplicate just received). No grace window: the app refreshes once per browser.
          if (row.sid) endFamily(db, row.sid, now());
          else revokeAllRefresh(db, row.user_id, now());
          return 'refused';
        }
        if (row.expires_at <= now().toISOString()) return 'refused';
        if (!signed) {
          // this sign-in ends (its access tokens too); the setup step is the way back in, as at sign-in
          if (row.sid) endFamily(db, row.sid, now());
          else revokeRefresh(db, row.jti, now());
          return { challenge: openChallenge(db, user._id, now()) };
        }
        revokeRefresh(db, row.jti, now(), signed.jti);
        storeRefresh(db, signed);
        return { rotated: true };
      })
      .immediate();
    if (outcome === 'refused') throw new ApiError(401, 'Please authenticate');
    if ('challenge' in outcome)
      return ok<'refreshTokens'>(c, {
        id: user._id,
        challenge: outcome.challenge,
        mfa_status: user.mfa_status,
        requiredBy: requiredBy!,
      });
    return ok<'refreshTokens'>(c, signed!.tokens);
  });

  return r;
}
