import type { Context } from 'hono';
import type { Db } from './db.ts';
import { ApiError } from './http.ts';
import { isoBefore, secondsUntil } from './clock.ts';

/**
 * Per-account limits on guessing: at most FAILURE_LIMIT failures of one kind per FAILURE_WINDOW_MS, then 429
 * until the oldest failure leaves the window. The window is short on purpose: anyone can spend an account's
 * allowance (the demo accounts are public), so a lock must not last long.
 */
const FAILURE_LIMIT = 20;
const FAILURE_WINDOW_MS = 15 * 60_000;

/** password: keyed by the email typed (known or not, so a lock reveals nothing); otp: keyed by user id. */
export type FailureKind = 'password' | 'otp';

const LOCKED_MESSAGE: Record<FailureKind, string> = {
  password: 'Too many failed sign-in attempts for this account.',
  otp: 'Too many incorrect codes for this account.',
};

const subjectOf = (subject: string) => subject.toLowerCase();

/** Throws 429 with Retry-After (seconds) while the account has used up its failures of this kind. */
export function assertNotLocked(c: Context, db: Db, kind: FailureKind, subject: string, now: Date): void {
  const since = isoBefore(now, FAILURE_WINDOW_MS);
  const failures = db
    .prepare('SELECT at FROM auth_failures WHERE kind = ? AND subject = ? AND at > ? ORDER BY at DESC')
    .all(kind, subjectOf(subject), since) as { at: string }[];
  if (failures.length < FAILURE_LIMIT) return;
  // allowed again once fewer than FAILURE_LIMIT failures remain in the window
  const freeing = failures[FAILURE_LIMIT - 1]!.at;
  const seconds = Math.max(1, secondsUntil(freeing, FAILURE_WINDOW_MS, now));
  const minutes = Math.ceil(seconds / 60);
  c.header('Retry-After', String(seconds));
  throw new ApiError(
    429,
    `${LOCKED_MESSAGE[kind]} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

export function recordFailure(db: Db, kind: FailureKind, subject: string, now: Date): void {
  const since = isoBefore(now, FAILURE_WINDOW_MS);
  // failures older than the window never count again: forgotten here rather than by a timer
  db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(since);
  db.prepare('INSERT INTO auth_failures (kind, subject, at) VALUES (?, ?, ?)').run(
    kind,
    subjectOf(subject),
    now.toISOString(),
  );
}
