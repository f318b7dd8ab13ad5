import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { Hono, type Context } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { SandboxDeps } from '../deps.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { ApiError, ok } from '../http.ts';
import { beginAssertion, finishAssertion } from '../passkeys/assertion.ts';
import { relyingPartyOf } from '../passkeys/relying-party.ts';
import { passkeysOf } from '../passkeys/store.ts';
import { verifyPassword } from '../passwords.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv, type Session } from '../session.ts';
import { grantStepUp } from '../step-up/grants.ts';
import { consumeTotp } from '../totp.ts';

/**
 * Step-up (issue 33): a signed-in user proves their identity again, and their sign-in may move money for the
 * next 5 minutes (step-up/require.ts refuses otherwise). The password and the code are checked under the same
 * guessing limits as sign-in: a stolen access token is no way to guess them.
 */
export function stepUpRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/step-up/options', async (c) => {
    const { user } = sessionOf(c);
    // a challenge only for a user with a passkey on this host: the others are never offered one
    const hasPasskey = passkeysOf(db, user._id, passkeyHostOf(c)).length > 0;
    return ok<'stepUpOptions'>(c, {
      password: true,
      otp: user.mfa_status === 'enabled',
      passkey: hasPasskey
        ? asContractOptions(await beginAssertion(deps, c, { userId: user._id, purpose: 'stepUp' }))
        : null,
    });
  });

  r.post('/auth/step-up', async (c) => {
    const session = sessionOf(c);
    const body = bodyOf<'stepUp'>(c);
    if ((body.password === undefined) === (body.passkey === undefined))
      throw new ApiError(400, 'Send either your password or a passkey');
    if (body.passkey !== undefined) {
      // the passkey must be this user's, answering a step-up challenge given to this user (400 otherwise)
      const response = body.passkey as unknown as AuthenticationResponseJSON;
      await finishAssertion(deps, c, { response, purpose: 'stepUp', userId: session.userId });
    } else checkPasswordProof(c, deps, session, body.password!, body.otp);
    // a token without a sign-in id has nothing to bind the grant to: it could never be used
    if (!session.sid) throw new ApiError(400, 'Sign in again to confirm it is you');
    return ok<'stepUp'>(c, {
      validUntil: grantStepUp(db, { userId: session.userId, sid: session.sid }, now()),
    });
  });

  return r;
}

/**
 * The RP ID passkeys of this request's host are bound to, or '' (none match) on a host where passkeys cannot be
 * used: the password is still a proof there.
 */
function passkeyHostOf(c: Context): string {
  try {
    return relyingPartyOf(c).rpId;
  } catch {
    return '';
  }
}

/**
 * The library's options as the contract's JSON: the same object, whose open-ended members (extensions, hint and
 * transport names) the library types more loosely than the generated schema does.
 */
function asContractOptions(options: PublicKeyCredentialRequestOptionsJSON): Schemas['PasskeyRequestOptions'] {
  return options as unknown as Schemas['PasskeyRequestOptions'];
}

/** The password, then (two-step verification on) the code: each wrong one counts toward its limit. */
function checkPasswordProof(
  c: Context,
  { db, now }: SandboxDeps,
  { user }: Session,
  password: string,
  otp: string | undefined,
): void {
  assertNotLocked(c, db, 'password', user.email, now());
  // 400, not 401: a 401 would make the client refresh and retry instead of showing the message
  if (!verifyPassword(password, user.password_hash)) {
    recordFailure(db, 'password', user.email, now());
    throw new ApiError(400, 'Password is incorrect');
  }
  if (user.mfa_status !== 'enabled' || !user.mfa_secret) return;
  if (otp === undefined)
    throw new ApiError(400, 'Enter the code from your authenticator app too: two-step verification is on');
  assertNotLocked(c, db, 'otp', user._id, now());
  if (!consumeTotp(db, user._id, user.mfa_secret, otp, now())) {
    recordFailure(db, 'otp', user._id, now());
    throw new ApiError(400, 'Invalid one-time password');
  }
}
