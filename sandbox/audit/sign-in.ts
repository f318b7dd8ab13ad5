import type { Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { auditOrigin, recordAccountAudit } from './record.ts';

/**
 * How a session was started: the password alone (no two-step verification), the password or an identity provider
 * followed by the authenticator's code ('otp') or by skipping its setup ('mfaSkipped'), an identity provider
 * alone ('oidc'), a passkey, a recovery code, or a new account's first session ('registration').
 */
export type SignInMethod =
  'password' | 'otp' | 'mfaSkipped' | 'oidc' | 'passkey' | 'recoveryCode' | 'registration';

/**
 * Records a started session in the log of each of the user's organizations: call it on every path that hands out
 * a new session (never on a token refresh, which continues one). The method is the entry's one change.
 */
export function recordSignIn(
  c: Context,
  deps: Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>,
  userId: string,
  method: SignInMethod,
): void {
  recordAccountAudit(
    deps.db,
    userId,
    { kind: 'signIn', targetId: userId, changes: [{ field: 'method', before: null, after: method }] },
    auditOrigin(c, deps),
    deps.now(),
  );
}

/** Two-step verification turned on (a first code verified) or off (from the profile, with a code). */
export function recordMfaChange(
  c: Context,
  deps: Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>,
  userId: string,
  kind: 'mfaEnabled' | 'mfaDisabled',
  before: string,
): void {
  const after = kind === 'mfaEnabled' ? 'enabled' : 'disabled';
  recordAccountAudit(
    deps.db,
    userId,
    { kind, targetId: userId, changes: [{ field: 'mfaStatus', before, after }] },
    auditOrigin(c, deps),
    deps.now(),
  );
}
