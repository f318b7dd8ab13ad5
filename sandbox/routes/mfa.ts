import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import type { AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { consumeTotp, newTotpSecret, otpauthUrl } from '../totp.ts';
import { findUser, toUser, type UserRow } from '../users.ts';

const MFA_STEP_MINUTES = 10;
/** wrong codes one step may take before it is void and the user signs in again */
export const MAX_WRONG_CODES = 5;
const STEP_EXPIRED = 'Your sign-in session has expired, please log in again';

interface MfaStep {
  challenge_hash: string;
  user_id: string;
  pending_secret: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Opens the MFA step of a login whose first factor was right and returns its challenge value: opaque, random,
 * stored only as a hash, valid 10 minutes, spent by the call that completes the step. A newer login of the same
 * user replaces older steps, so only the latest one can be taken.
 */
export function startMfaStep({ db, now }: SandboxDeps, userId: string): string {
  const challenge = randomBytes(32).toString('base64url');
  const expires = new Date(now().getTime() + MFA_STEP_MINUTES * 60_000).toISOString();
  db.transaction(() => {
    db.prepare('DELETE FROM mfa_steps WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO mfa_steps (challenge_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
      sha256(challenge),
      userId,
      expires,
    );
  })();
  return challenge;
}

/** The MFA step of login: setup (set), verification (verify-otp) or skip, each bound to the login's challenge. */
export function mfaRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now } = deps;
  const r = new Hono<AppEnv>();

  /** The step that `challenge` opened for user `id`, or 401: an id alone, or someone else's challenge, is nothing. */
  function stepOf(id: string, challenge: string): { user: UserRow; step: MfaStep } {
    const step = db
      .prepare('SELECT * FROM mfa_steps WHERE challenge_hash = ? AND expires_at > ?')
      .get(sha256(challenge), now().toISOString()) as MfaStep | undefined;
    const user = step?.user_id === id ? findUser(db, id) : undefined;
    if (!step || !user) throw new ApiError(401, STEP_EXPIRED);
    return { user, step };
  }

  const endStep = (step: MfaStep) =>
    db.prepare('DELETE FROM mfa_steps WHERE challenge_hash = ?').run(step.challenge_hash);

  r.post('/auth/mfa/set', (c) => {
    const { id, challenge } = c.get('body') as { id: string; challenge: string };
    const { user, step } = stepOf(id, challenge);
    // with only a password, replacing an enabled second factor would bypass it
    if (user.mfa_status === 'enabled') throw new ApiError(403, 'MFA is already enabled for this account');
    const secret = newTotpSecret();
    db.prepare('UPDATE mfa_steps SET pending_secret = ? WHERE challenge_hash = ?').run(
      secret,
      step.challenge_hash,
    );
    return ok(c, { secret, otpauthUrl: otpauthUrl(secret, user.email) });
  });

  r.post('/auth/mfa/verify-otp', async (c) => {
    const { id, challenge, otp } = c.get('body') as { id: string; challenge: string; otp: string };
    const { user, step } = stepOf(id, challenge);
    const secret = step.pending_secret ?? (user.mfa_status === 'enabled' ? user.mfa_secret : null);
    if (!secret) throw new ApiError(400, 'MFA is not set up for this account');
    if (!consumeTotp(db, id, secret, otp, now())) {
      // counted in the database, so parallel guesses cannot share one count
      const { wrong_codes: wrong } = db
        .prepare(
          'UPDATE mfa_steps SET wrong_codes = wrong_codes + 1 WHERE challenge_hash = ? RETURNING wrong_codes',
        )
        .get(step.challenge_hash) as { wrong_codes: number };
      if (wrong >= MAX_WRONG_CODES) {
        endStep(step);
        throw new ApiError(401, 'Too many incorrect codes: please log in again');
      }
      throw new ApiError(400, 'Invalid one-time password');
    }
    if (step.pending_secret)
      db.prepare(`UPDATE users SET mfa_secret = ?, mfa_status = 'enabled' WHERE _id = ?`).run(
        step.pending_secret,
        id,
      );
    endStep(step);
    const fresh = findUser(db, id)!;
    return ok(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  r.post('/auth/mfa/skip', async (c) => {
    const { id, challenge } = c.get('body') as { id: string; challenge: string };
    const { user, step } = stepOf(id, challenge);
    if (user.mfa_status === 'enabled')
      throw new ApiError(403, 'MFA is enabled for this account and cannot be skipped');
    db.prepare(`UPDATE users SET mfa_status = 'skipped' WHERE _id = ?`).run(id);
    endStep(step);
    const fresh = findUser(db, id)!;
    return ok(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  return r;
}
