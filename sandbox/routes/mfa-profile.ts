import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { ApiError, ok } from '../http.ts';
import { openChallenge } from '../mfa-challenges.ts';
import { finishAssertion } from '../passkeys/assertion.ts';
import { verifyPassword } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import { consumeTotp } from '../totp.ts';
import { disableMfa, findUser, toUser } from '../users.ts';
import { auditOrigin, recordAccountAudit } from '../audit/record.ts';
import { recordMfaChange } from '../audit/sign-in.ts';
import {
  forgetRecoveryCodes,
  recoveryCodesLeft,
  RECOVERY_CODE_COUNT,
  replaceRecoveryCodes,
} from '../recovery/codes.ts';

/**
 * MFA changes a signed-in user makes from the profile (extensions). Each asks again for the factor it touches,
 * under the same guessing limits as sign-in: a stolen access token alone neither turns MFA off nor becomes a way
 * to guess the password or the code.
 */
export function mfaProfileRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now } = deps;
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
    recordMfaChange(c, deps, user._id, 'mfaDisabled', user.mfa_status);
    // the recovery codes go with it: they would otherwise sign in once MFA is on again
    forgetRecoveryCodes(db, user._id);
    return ok<'disableMfa'>(c, toUser(findUser(db, user._id)!));
  });

  r.get('/auth/mfa/recovery-codes', (c) =>
    ok<'getRecoveryCodeStatus'>(c, { remaining: recoveryCodesLeft(db, sessionOf(c).userId) }),
  );

  // new codes replace every earlier one: proved by the second factor itself (a current code or a passkey),
  // never by the password alone, which a phished session may hold
  r.post('/auth/mfa/recovery-codes', async (c) => {
    const { user } = sessionOf(c);
    const { otp, passkey } = bodyOf<'regenerateRecoveryCodes'>(c);
    if (user.mfa_status !== 'enabled' || !user.mfa_secret)
      throw new ApiError(409, 'MFA is not enabled for this account');
    if (passkey !== undefined) {
      const response = passkey as unknown as AuthenticationResponseJSON;
      await finishAssertion(deps, c, { response, purpose: 'stepUp', userId: user._id });
    } else {
      assertNotLocked(c, db, 'otp', user._id, now());
      if (!consumeTotp(db, user._id, user.mfa_secret, otp ?? '', now())) {
        recordFailure(db, 'otp', user._id, now());
        throw new ApiError(400, 'Invalid one-time password');
      }
    }
    const before = recoveryCodesLeft(db, user._id);
    const recoveryCodes = replaceRecoveryCodes(db, user._id, now());
    recordAccountAudit(
      db,
      user._id,
      {
        kind: 'recoveryCodesRegenerated',
        targetId: user._id,
        changes: [{ field: 'recoveryCodesLeft', before: String(before), after: String(RECOVERY_CODE_COUNT) }],
      },
      auditOrigin(c, deps),
      now(),
    );
    return ok<'regenerateRecoveryCodes'>(c, { recoveryCodes, remaining: RECOVERY_CODE_COUNT });
  });

  return r;
}
