import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { openChallenge } from '../mfa-challenges.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { AppEnv } from '../session.ts';
import {
  endSession,
  issueTokens,
  revokeAllRefresh,
  revokeRefresh,
  sessionEnded,
  verifyToken,
} from '../tokens.ts';
import { findUser, findUserByEmail, toUser, type UserRow } from '../users.ts';
import { mfaRoutes } from './mfa.ts';
import { passwordRoutes } from './password.ts';
import { registerRoute } from './register.ts';

interface RefreshRow {
  jti: string;
  user_id: string;
  expires_at: string;
  revoked_at: string | null;
}

// scrypt of a fixed string: an unknown email costs as much as a wrong password (no timing enumeration)
const DUMMY_HASH = hashPassword('not-a-password', '00000000000000000000000000000000');

/**
 * A correct first factor (password or a verified external identity): the session when MFA is skipped or
 * disabled, else the MFA step `{id, challenge, mfa_status}`, whose challenge only this login's client holds.
 */
export async function loginOutcome(deps: SandboxDeps, user: UserRow) {
  const { db, keys, now } = deps;
  if (user.mfa_status === 'skipped' || user.mfa_status === 'disabled') {
    const tokens = await issueTokens(db, keys, user, now());
    return { user: toUser(user), tokens, mfa_status: user.mfa_status };
  }
  return { id: user._id, challenge: openChallenge(db, user._id, now()), mfa_status: user.mfa_status };
}

export function authRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/login', async (c) => {
    const { email, password } = c.get('body') as { email: string; password: string };
    assertNotLocked(c, db, 'password', email, now());
    const user = findUserByEmail(db, email);
    const valid = verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      recordFailure(db, 'password', email, now());
      throw new ApiError(401, 'Incorrect email or password');
    }
    return ok(c, await loginOutcome(deps, user));
  });

  r.route('/', mfaRoutes(deps));
  r.route('/', registerRoute(deps));
  r.route('/', passwordRoutes(deps));

  r.post('/auth/logout', async (c) => {
    const { refreshToken } = c.get('body') as { refreshToken: string };
    // the refresh token is the credential here (an expired access token must not prevent logging out);
    // unknown or foreign tokens are ignored rather than refused: logging out must always succeed
    const verified = await verifyToken(keys, refreshToken, 'refresh', now());
    if (verified?.jti) revokeRefresh(db, verified.jti, now());
    if (verified?.sid) endSession(db, verified.sid, now());
    return ok(c, { message: 'Logout successful' });
  });

  r.post('/auth/refresh-tokens', async (c: Context<AppEnv>) => {
    const { refreshToken } = c.get('body') as { refreshToken: string };
    const verified = await verifyToken(keys, refreshToken, 'refresh', now());
    const row = verified?.jti
      ? (db.prepare('SELECT * FROM refresh_tokens WHERE jti = ?').get(verified.jti) as RefreshRow | undefined)
      : undefined;
    if (!row || sessionEnded(db, verified?.sid)) throw new ApiError(401, 'Please authenticate');
    if (row.revoked_at) {
      // a rotated-out token came back: someone holds a copy, so end every session of that user
      revokeAllRefresh(db, row.user_id, now());
      throw new ApiError(401, 'Please authenticate');
    }
    const user = findUser(db, row.user_id);
    if (!user || row.expires_at <= now().toISOString()) throw new ApiError(401, 'Please authenticate');
    revokeRefresh(db, row.jti, now());
    return ok(c, await issueTokens(db, keys, user, now(), verified?.sid));
  });

  return r;
}
