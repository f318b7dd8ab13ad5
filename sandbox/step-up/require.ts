import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import type { ProofGuard } from '../validate.ts';
import { hasStepUp } from './grants.ts';

/** The refusal's words: the app shows its own dialog, other clients may show this. */
export const STEP_UP_MESSAGE = "Confirm it's you to continue: this action needs a recent proof of identity";

/**
 * The one place the contract's `x-proof: fresh` guards are applied (issue 46): after the contract's validation
 * and the bearer check, before the handler, so nothing is checked against the database, let alone written,
 * without the proof. The same request (the same Idempotency-Key) is simply sent again once the user has proved
 * it is them. Every route is covered by its operation's declaration: a route cannot forget its guard.
 */
export function freshProofGuard(deps: Pick<SandboxDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { proof } = c.get('op');
    if (proof?.level === 'fresh' && guardApplies(proof, c.get('body'))) requireStepUp(c, deps);
    await next();
  };
}

/**
 * Throws 403 with `Step-Up: required` unless the request's sign-in proved its user's identity in the last 5
 * minutes (a sign-in, a password (+ code) or a passkey). A token without a sign-in id cannot hold a grant and is
 * always asked.
 */
function requireStepUp(c: Context, deps: Pick<SandboxDeps, 'db' | 'now'>): void {
  const { userId, sid } = sessionOf(c);
  if (sid && hasStepUp(deps.db, userId, sid, deps.now())) return;
  c.header('Step-Up', 'required');
  throw new ApiError(403, STEP_UP_MESSAGE);
}

/** A guard without `when` always applies; with it, when the body sets one of its fields (to one of `in`). */
export function guardApplies(proof: ProofGuard, body: unknown): boolean {
  if (!proof.when) return true;
  return proof.when.some(({ field, in: values }) => {
    const value = field
      .split('.')
      .reduce<unknown>(
        (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
        body,
      );
    if (value === undefined || value === null || value === '') return false;
    return values ? values.includes(value) : true;
  });
}
