import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db.ts';
import { endFamily } from './tokens.ts';
import { isoAfter } from './clock.ts';

/** How long the MFA step of one login stays open. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes one challenge survives; then the user signs in again (and the per-account limit counts on). */
const MAX_CODES_PER_CHALLENGE = 5;

export interface LoginChallenge {
  challenge_hash: string;
  user_id: string;
  pending_secret: string | null;
  failed_codes: number;
  expires_at: string;
  /** the sign-in that opened this step from the profile: it ends when the step completes */
  replaces_sid: string | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Opens the MFA step of one login: the returned value goes to that login's client only, and the database keeps
 * its hash, so neither a user id nor a copy of the database lets anyone else finish the step.
 */
export function openChallenge(db: Db, userId: string, now: Date, replacesSid?: string): string {
  const challenge = randomBytes(32).toString('base64url');
  // steps nobody finished are forgotten here rather than by a timer
  db.prepare('DELETE FROM login_challenges WHERE expires_at <= ?').run(now.toISOString());
  db.prepare(
    `INSERT INTO login_challenges (challenge_hash, user_id, pending_secret, expires_at, replaces_sid)
     VALUES (?, ?, NULL, ?, ?)`,
  ).run(sha256(challenge), userId, isoAfter(now, CHALLENGE_TTL_MS), replacesSid ?? null);
  return challenge;
}

/** The open challenge for exactly this user and value, if it has not expired or been used. */
export function findChallenge(
  db: Db,
  userId: string,
  challenge: string,
  now: Date,
): LoginChallenge | undefined {
  return db
    .prepare('SELECT * FROM login_challenges WHERE challenge_hash = ? AND user_id = ? AND expires_at > ?')
    .get(sha256(challenge), userId, now.toISOString()) as LoginChallenge | undefined;
}

export function setPendingSecret(db: Db, found: LoginChallenge, secret: string): void {
  db.prepare('UPDATE login_challenges SET pending_secret = ? WHERE challenge_hash = ?').run(
    secret,
    found.challenge_hash,
  );
}

/** Counts a wrong code; true when that was the last one this challenge allows (it is then void). */
export function countWrongCode(db: Db, found: LoginChallenge): boolean {
  if (found.failed_codes + 1 >= MAX_CODES_PER_CHALLENGE) {
    closeChallenge(db, found);
    return true;
  }
  db.prepare('UPDATE login_challenges SET failed_codes = failed_codes + 1 WHERE challenge_hash = ?').run(
    found.challenge_hash,
  );
  return false;
}

/**
 * A step opened from a signed-in profile completed: the session it returned replaces the sign-in that opened
 * it, which ends (otherwise it would live on beside the new one, never having passed the second factor).
 */
export function replaceOpeningSignIn(db: Db, found: LoginChallenge, now: Date): void {
  if (found.replaces_sid) endFamily(db, found.replaces_sid, now);
}

/** Uses a challenge up (its step is done, or void). */
export function closeChallenge(db: Db, found: LoginChallenge): void {
  db.prepare('DELETE FROM login_challenges WHERE challenge_hash = ?').run(found.challenge_hash);
}

/** Every open MFA step of a user ends (their password changed: steps begun with the old one must not finish). */
export function closeChallengesOf(db: Db, userId: string): void {
  db.prepare('DELETE FROM login_challenges WHERE user_id = ?').run(userId);
}
