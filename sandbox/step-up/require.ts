import type { Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import { sessionOf } from '../session.ts';
import { hasStepUp } from './grants.ts';

/** The refusal's words: the app shows its own dialog, other clients may show this. */
export const STEP_UP_MESSAGE = "Confirm it's you to continue: this action needs a recent proof of identity";

/**
 * Throws 403 with `Step-Up: required` unless the request's sign-in proved its user's identity in the last 5
 * minutes (a sign-in, a password (+ code) or a passkey). Called after the role checks and the validation, and
 * before anything is written (an Idempotency-Key included), so the same request can simply be sent again once
 * the user has proved it. A token without a sign-in id cannot hold a grant and is always asked.
 */
export function requireStepUp(c: Context, deps: Pick<SandboxDeps, 'db' | 'now'>): void {
  const { userId, sid } = sessionOf(c);
  if (sid && hasStepUp(deps.db, userId, sid, deps.now())) return;
  c.header('Step-Up', 'required');
  throw new ApiError(403, STEP_UP_MESSAGE);
}
