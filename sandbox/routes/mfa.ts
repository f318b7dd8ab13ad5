import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import {
  closeChallenge,
  countWrongCode,
  findChallenge,
  replaceOpeningSignIn,
  setPendingSecret,
  type LoginChallenge,
} from '../mfa-challenges.ts';
import { bodyOf } from '../request.ts';
import type { AppEnv } from '../session.ts';
import { issueTokens } from '../tokens.ts';
import { consumeTotp, newTotpSecret, otpauthUrl } from '../totp.ts';
import { enableMfa, findUser, skipMfa, toUser, type UserRow } from '../users.ts';

const STEP_EXPIRED = 'Your sign-in session has expired, please log in again';

interface StepBody {
  id: string;
  challenge: string;
}

/** The MFA step of a login: each call needs the challenge value that login returned (mfa-challenges.ts). */
export function mfaRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now } = deps;
  const r = new Hono<AppEnv>();

  /**
   * An id alone proves nothing (ids are visible to co-members and the seed's are the same everywhere): only the
   * challenge of a login with a correct first factor opens the step, and only for the user of that login.
   */
  function openStep({ id, challenge }: StepBody): { user: UserRow; step: LoginChallenge } {
    const step = findChallenge(db, id, challenge, now());
    const user = step && findUser(db, id);
    if (!step || !user) throw new ApiError(401, STEP_EXPIRED);
    return { user, step };
  }

  r.post('/auth/mfa/set', (c) => {
    const { user, step } = openStep(bodyOf<'setMfa'>(c));
    // with only a password, replacing an enabled second factor would bypass it
    if (user.mfa_status === 'enabled') throw new ApiError(403, 'MFA is already enabled for this account');
    const secret = newTotpSecret();
    setPendingSecret(db, step, secret);
    return ok<'setMfa'>(c, { secret, otpauthUrl: otpauthUrl(secret, user.email) });
  });

  r.post('/auth/mfa/verify-otp', async (c) => {
    const body = bodyOf<'verifyOtp'>(c);
    const { user, step } = openStep(body);
    const pending = step.pending_secret;
    const secret = pending ?? user.mfa_secret;
    if (!secret) throw new ApiError(400, 'MFA is not set up for this account');
    assertNotLocked(c, db, 'otp', user._id, now());
    if (!consumeTotp(db, user._id, secret, body.otp, now())) {
      recordFailure(db, 'otp', user._id, now());
      // 401, not 400: this step is over, the app sends the user back to sign in
      if (countWrongCode(db, step))
        throw new ApiError(401, 'Too many incorrect codes. Please sign in again.');
      throw new ApiError(400, 'Invalid one-time password');
    }
    if (pending) enableMfa(db, user._id, pending);
    closeChallenge(db, step);
    replaceOpeningSignIn(db, step, now());
    const fresh = findUser(db, user._id)!;
    return ok<'verifyOtp'>(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  r.post('/auth/mfa/skip', async (c) => {
    const { user, step } = openStep(bodyOf<'skipMfa'>(c));
    if (user.mfa_status === 'enabled')
      throw new ApiError(403, 'MFA is enabled for this account and cannot be skipped');
    skipMfa(db, user._id);
    closeChallenge(db, step);
    replaceOpeningSignIn(db, step, now());
    const fresh = findUser(db, user._id)!;
    return ok<'skipMfa'>(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  return r;
}
