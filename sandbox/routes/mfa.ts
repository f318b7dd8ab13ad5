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
import { recordMfaChange, recordSignIn } from '../audit/sign-in.ts';
import { consumeTotp, newTotpSecret, otpauthUrl } from '../totp.ts';
import { auditOrigin, recordAccountAudit } from '../audit/record.ts';
import { recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from '../recovery/codes.ts';
import { organizationRequiringMfa } from '../recovery/requirement.ts';
import { enableMfa, findUser, skipMfa, toUser, type UserRow } from '../users.ts';

const STEP_EXPIRED = 'Your sign-in session has expired, please log in again';

/** The skip refusal when an organization requires two-step verification of the user (skipMfa's 403). */
const requirementMessage = (orgName: string) =>
  `${orgName} requires two-step verification for every member: set it up to continue`;

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
    return ok<'setMfa'>(c, {
      secret,
      otpauthUrl: otpauthUrl(secret, user.email),
      requiredBy: organizationRequiringMfa(db, user._id) ?? null,
    });
  });

  r.post('/auth/mfa/verify-otp', async (c) => {
    const body = bodyOf<'verifyOtp'>(c);
    const { user, step } = openStep(body);
    const pending = step.pending_secret;
    const secret = pending ?? user.mfa_secret;
    if (!secret) throw new ApiError(400, 'MFA is not set up for this account');
    assertNotLocked(c, db, 'otp', user._id, now());
    if (!consumeTotp(db, user._id, secret, body.otp, now())) wrongCode(step, 'Invalid one-time password');
    if (pending) enableMfa(db, user._id, pending);
    if (pending) recordMfaChange(c, deps, user._id, 'mfaEnabled', user.mfa_status);
    // shown this once: the reply that turned MFA on is the only place they exist in clear
    const recoveryCodes = pending ? replaceRecoveryCodes(db, user._id, now()) : undefined;
    closeChallenge(db, step);
    replaceOpeningSignIn(db, step, now());
    const fresh = findUser(db, user._id)!;
    recordSignIn(c, deps, user._id, 'otp');
    return ok<'verifyOtp'>(c, {
      user: toUser(fresh),
      tokens: await issueTokens(db, keys, fresh, now()),
      ...(recoveryCodes && { recoveryCodes }),
    });
  });

  // in place of a TOTP code: a recovery code, under the same limits (a wrong one counts as a wrong code)
  r.post('/auth/mfa/recovery', async (c) => {
    const body = bodyOf<'verifyRecoveryCode'>(c);
    const { user, step } = openStep(body);
    if (user.mfa_status !== 'enabled')
      throw new ApiError(400, 'Two-step verification is not enabled for this account');
    assertNotLocked(c, db, 'otp', user._id, now());
    const before = recoveryCodesLeft(db, user._id);
    if (!useRecoveryCode(db, user._id, body.code, now())) wrongCode(step, 'Invalid recovery code');
    closeChallenge(db, step);
    recordAccountAudit(
      db,
      user._id,
      {
        kind: 'recoveryCodeUsed',
        targetId: user._id,
        changes: [{ field: 'recoveryCodesLeft', before: String(before), after: String(before - 1) }],
      },
      auditOrigin(c, deps),
      now(),
    );
    recordSignIn(c, deps, user._id, 'recoveryCode');
    return ok<'verifyRecoveryCode'>(c, {
      user: toUser(user),
      tokens: await issueTokens(db, keys, user, now()),
    });
  });

  r.post('/auth/mfa/skip', async (c) => {
    const { user, step } = openStep(bodyOf<'skipMfa'>(c));
    if (user.mfa_status === 'enabled')
      throw new ApiError(403, 'MFA is enabled for this account and cannot be skipped');
    const requiredBy = organizationRequiringMfa(db, user._id);
    if (requiredBy) throw new ApiError(403, requirementMessage(requiredBy.name));
    skipMfa(db, user._id);
    closeChallenge(db, step);
    replaceOpeningSignIn(db, step, now());
    const fresh = findUser(db, user._id)!;
    recordSignIn(c, deps, user._id, 'mfaSkipped');
    return ok<'skipMfa'>(c, { user: toUser(fresh), tokens: await issueTokens(db, keys, fresh, now()) });
  });

  /** A wrong code (TOTP or recovery): counted for the account and the step; the step's last one voids it. */
  function wrongCode(step: LoginChallenge, message: string): never {
    recordFailure(db, 'otp', step.user_id, now());
    // 401, not 400: this step is over, the app sends the user back to sign in
    if (countWrongCode(db, step)) throw new ApiError(401, 'Too many incorrect codes. Please sign in again.');
    throw new ApiError(400, message);
  }

  return r;
}
