import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { bearerUser, type AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { consumeTotp, newTotpSecret, otpauthUrl } from '../totp.ts';
import { findUser, toUser, type UserRow } from '../users.ts';

interface Challenge {
  user_id: string;
  pending_secret: string | null;
  expires_at: string;
}

/** MFA step of login (and MFA setup from a signed-in profile). */
export function mfaRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now } = deps;
  const r = new Hono<AppEnv>();

  /**
   * An id alone proves nothing: accept it only with a pending challenge from a correct password
   * (login) or with a valid bearer token of the same user.
   */
  async function authorize(
    c: Context<AppEnv>,
    id: string,
  ): Promise<{ user: UserRow; challenge?: Challenge; viaBearer: boolean }> {
    const challenge = db
      .prepare('SELECT * FROM mfa_challenges WHERE user_id = ? AND expires_at > ?')
      .get(id, now().toISOString()) as Challenge | undefined;
    const bearer = await bearerUser(deps, c);
    const viaBearer = bearer?._id === id;
    const user = findUser(db, id);
    if (!user || (!challenge && !viaBearer))
      throw new ApiError(401, 'Your sign-in session has expired, please log in again');
    return { user, challenge, viaBearer };
  }

  r.post('/auth/mfa/set', async (c) => {
    const { id } = c.get('body') as { id: string };
    const { user, viaBearer } = await authorize(c, id);
    // with only a password, replacing an enabled second factor would bypass it
    if (user.mfa_status === 'enabled' && !viaBearer)
      throw new ApiError(403, 'MFA is already enabled for this account');
    const secret = newTotpSecret();
    const expires = new Date(now().getTime() + 10 * 60_000).toISOString();
    db.prepare(
      `INSERT INTO mfa_challenges (user_id, pending_secret, expires_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET pending_secret = excluded.pending_secret, expires_at = excluded.expires_at`,
    ).run(id, secret, expires);
    return ok(c, { secret, otpauthUrl: otpauthUrl(secret, user.email) });
  });

  r.post('/auth/mfa/verify-otp', async (c) => {
    const { id, otp } = c.get('body') as { id: string; otp: string };
    const { user, challenge } = await authorize(c, id);
    const pending = challenge?.pending_secret ?? null;
    const secret = pending ?? user.mfa_secret;
    if (!secret) throw new ApiError(400, 'MFA is not set up for this account');
    if (!consumeTotp(db, id, secret, otp, now())) throw new ApiError(400, 'Invalid one-time password');
    if (pending)
      db.prepare(`UPDATE users SET mfa_secret = ?, mfa_status = 'enabled' WHERE _id = ?`).run(pending, id);
    db.prepare('DELETE FROM mfa_challenges WHERE user_id = ?').run(id);
    const fresh = findUser(db, id)!;
    return ok(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  r.post('/auth/mfa/skip', async (c) => {
    const { id } = c.get('body') as { id: string };
    const { user } = await authorize(c, id);
    if (user.mfa_status === 'enabled')
      throw new ApiError(403, 'MFA is enabled for this account and cannot be skipped');
    db.prepare(`UPDATE users SET mfa_status = 'skipped' WHERE _id = ?`).run(id);
    db.prepare('DELETE FROM mfa_challenges WHERE user_id = ?').run(id);
    const fresh = findUser(db, id)!;
    return ok(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  return r;
}
