import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { ApiError, ok } from '../http.ts';
import { openChallenge } from '../mfa-challenges.ts';
import { verifyPassword } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import { consumeTotp } from '../totp.ts';
import { disableMfa, findUser, toUser } from '../users.ts';

/**
 * MFA changes a signed-in user makes from the profile (extensions). Each asks again for the factor it touches,
 * under the same guessing limits as sign-in: a stolen access token alone neither turns MFA off nor becomes a way
 * to guess the password or the code.
 */
export function mfaProfileRoutes({ db, now }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/auth/mfa/enroll', (c) => {
    const { user, sid } = sessionOf(c);
    const { password } = bodyOf<'startMfaEnrollment'>(c);
    assertNotLocked(c, db, 'password', user.email, now());
    // 400, not 401: a 401 would make the client refresh and retry instead of showing the message
    if (!verifyPassword(password, user.password_hash)) {
      recordFailure(db, 'password', user.email, now());
      throw new ApiError(400, 'Current password is incorrect');
    }
    if (user.mfa_status === 'enabled') throw new ApiError(409, 'MFA is already enabled for this account');
    // the same step a login at the setup stage opens: mfa/set, then verify-otp (or skip) finish it, and the
    // session they return replaces this sign-in
    return ok<'startMfaEnrollment'>(c, {
      id: user._id,
      challenge: openChallenge(db, user._id, now(), sid),
      mfa_status: user.mfa_status,
    });
  });

  r.post('/auth/mfa/disable', (c) => {
    const { user } = sessionOf(c);
    const { otp } = bodyOf<'disableMfa'>(c);
    if (user.mfa_status !== 'enabled' || !user.mfa_secret)
      throw new ApiError(409, 'MFA is not enabled for this account');
    assertNotLocked(c, db, 'otp', user._id, now());
    if (!consumeTotp(db, user._id, user.mfa_secret, otp, now())) {
      recordFailure(db, 'otp', user._id, now());
      throw new ApiError(400, 'Invalid one-time password');
    }
    // the secret is forgotten: turning MFA on again starts from a new one
    disableMfa(db, user._id);
    return ok<'disableMfa'>(c, toUser(findUser(db, user._id)!));
  });

  return r;
}
