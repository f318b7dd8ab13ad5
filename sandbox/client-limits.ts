import type { Context } from 'hono';
import type { Db } from './db.ts';
import { ApiError } from './http.ts';
import { isoBefore, secondsUntil } from './clock.ts';

/**
 * Limits on what costs someone else: emails sent to a mailbox, accounts created, sign-ins guessed across
 * accounts, images stored, and what costs the provider (issue 46): webhook redeliveries, searches, stored passkey
 * challenges. Each counts events of one action per subject (a client address, an email, an organization) over a
 * sliding window; at the limit the action answers 429 with Retry-After until the oldest event leaves the
 * window. The per-account guessing limits are attempt-limits.ts.
 */
export type LimitedAction =
  | 'registration'
  | 'reset-email'
  | 'reset-address'
  | 'invitation'
  | 'failed-login'
  | 'upload-account'
  | 'upload-address'
  | 'redeliver-user'
  | 'redeliver-org'
  | 'search'
  | 'passkey-options';

interface Limit {
  max: number;
  windowMs: number;
}

const HOUR_MS = 3600_000;

export type ClientLimits = Record<LimitedAction, Limit>;

/**
 * The production limits (sandbox/README.md, "Security limits"); openapi/provider.yaml states them on each
 * operation.
 */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  // accounts created from one client address (refused attempts do not count)
  registration: { max: 10, windowMs: HOUR_MS },
  // reset emails asked for one email, known or not: a lock must reveal nothing about accounts
  'reset-email': { max: 5, windowMs: HOUR_MS },
  // reset emails asked for from one client address, whichever emails
  'reset-address': { max: 20, windowMs: HOUR_MS },
  // invitation emails (invite and re-invite) one organization sends
  invitation: { max: 30, windowMs: HOUR_MS },
  // failed passwords from one client address across every email (each email also has its own 20)
  'failed-login': { max: 50, windowMs: 15 * 60_000 },
  // images one account uploads (storage the provider pays for): a person trying a few logos never comes near
  'upload-account': { max: 20, windowMs: HOUR_MS },
  // images uploaded from one client address across accounts (an office behind one address)
  'upload-address': { max: 60, windowMs: HOUR_MS },
  // webhook redeliveries (each an outgoing request of up to 5 s) one user asks for, and one organization
  'redeliver-user': { max: 60, windowMs: HOUR_MS },
  'redeliver-org': { max: 120, windowMs: HOUR_MS },
  // searches across kinds (each a few index lookups) one user makes: a person typing never comes near
  search: { max: 120, windowMs: 60_000 },
  // passkey sign-ins started from one client address (each stores a challenge for 5 minutes)
  'passkey-options': { max: 30, windowMs: 60_000 },
};

const REFUSED: Record<LimitedAction, string> = {
  registration: 'Too many accounts were created from your network.',
  'reset-email': 'Too many password reset emails were asked for this address.',
  'reset-address': 'Too many password reset emails were asked for from your network.',
  invitation: 'This organization has sent too many invitations.',
  'failed-login': 'Too many failed sign-in attempts from your network.',
  'upload-account': 'Too many image uploads from this account.',
  'upload-address': 'Too many image uploads from this network address.',
  'redeliver-user': 'Too many webhook redeliveries from your account.',
  'redeliver-org': 'This organization has redelivered too many webhooks.',
  search: 'Too many searches.',
  'passkey-options': 'Too many passkey sign-ins were started from your network.',
};

/** The limits a test server's environment may raise (docs/configuration.md), each keeping its window. */
const RAISED_BY_ENV: [string, LimitedAction][] = [
  // every spec registers its accounts from 127.0.0.1
  ['SANDBOX_REGISTRATIONS_PER_HOUR', 'registration'],
  // every sign-in page the specs open starts the e-mail field's passkey autofill from 127.0.0.1
  ['SANDBOX_PASSKEY_OPTIONS_PER_MIN', 'passkey-options'],
];

/**
 * The limits a server starts with: the defaults, except what the environment raises for a test server that
 * runs every spec of its suite from 127.0.0.1 (SANDBOX_REGISTRATIONS_PER_HOUR,
 * SANDBOX_PASSKEY_OPTIONS_PER_MIN, docs/configuration.md).
 */
export function clientLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ClientLimits {
  let limits = DEFAULT_CLIENT_LIMITS;
  for (const [name, action] of RAISED_BY_ENV) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (!/^[1-9]\d{0,6}$/.test(raw)) throw new Error(`${name} must be a whole number from 1, not "${raw}"`);
    limits = { ...limits, [action]: { ...limits[action], max: Number(raw) } };
  }
  return limits;
}

/** Throws 429 with Retry-After (seconds) while `subject` has used up its allowance of `action`. */
export function assertWithinLimit(
  c: Context,
  db: Db,
  limits: ClientLimits,
  action: LimitedAction,
  subject: string,
  now: Date,
): void {
  const { max, windowMs } = limits[action];
  const since = isoBefore(now, windowMs);
  const events = db
    .prepare(
      'SELECT at FROM limited_events WHERE action = ? AND subject = ? AND at > ? ORDER BY at DESC LIMIT ?',
    )
    .all(action, subject.toLowerCase(), since, max) as { at: string }[];
  if (events.length < max) return;
  // allowed again once the max-th newest event leaves the window
  const freeing = events[max - 1]!.at;
  const seconds = Math.max(1, secondsUntil(freeing, windowMs, now));
  const minutes = Math.ceil(seconds / 60);
  c.header('Retry-After', String(seconds));
  throw new ApiError(
    429,
    `${REFUSED[action]} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

export function recordEvent(
  db: Db,
  limits: ClientLimits,
  action: LimitedAction,
  subject: string,
  now: Date,
): void {
  const since = isoBefore(now, limits[action].windowMs);
  // events older than their window never count again: forgotten here rather than by a timer
  db.prepare('DELETE FROM limited_events WHERE action = ? AND at <= ?').run(action, since);
  db.prepare('INSERT INTO limited_events (action, subject, at) VALUES (?, ?, ?)').run(
    action,
    subject.toLowerCase(),
    now.toISOString(),
  );
}
