/** The step-up grants' data (step_up_grants): given at a proof, read before a money move, ended by tests. */
import { isoAfter } from '../clock.ts';
import type { Db } from '../db.ts';

/** How long a proof of identity lets its sign-in move money without asking again. */
const STEP_UP_TTL_MS = 5 * 60_000;

/**
 * Records a proof for this sign-in of this user, made `now` (a sign-in itself, or a step-up); returns until
 * when it counts.
 */
export function grantStepUp(db: Db, grant: { userId: string; sid: string }, now: Date): string {
  const validUntil = isoAfter(now, STEP_UP_TTL_MS);
  db.prepare(
    `INSERT INTO step_up_grants (sid, user_id, proved_at, valid_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (sid) DO UPDATE SET user_id = excluded.user_id, proved_at = excluded.proved_at,
       valid_until = excluded.valid_until`,
  ).run(grant.sid, grant.userId, now.toISOString(), validUntil);
  return validUntil;
}

/** True while this sign-in of this user holds a proof younger than STEP_UP_TTL_MS. */
export function hasStepUp(db: Db, userId: string, sid: string, now: Date): boolean {
  return (
    db
      .prepare('SELECT 1 FROM step_up_grants WHERE sid = ? AND user_id = ? AND valid_until > ?')
      .get(sid, userId, now.toISOString()) !== undefined
  );
}

/** Ends every grant of a user (the dev route: e2e tests make step-up be asked without waiting 5 minutes). */
export function endStepUpGrants(db: Db, userId: string): number {
  return db.prepare('DELETE FROM step_up_grants WHERE user_id = ?').run(userId).changes;
}
