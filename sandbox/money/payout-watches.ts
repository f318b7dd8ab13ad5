/**
 * "Notify me when it lands": the users who asked for a payout's final push (table payout_watches). Any member
 * who can see the payout may ask (the route checks the payout is in the caller's scope first); the notifier
 * reads `payoutWatchers` when the payout is paid or failed.
 */
import type { Db } from '../db.ts';

/** Starts (idempotently: the first request's time is kept) or stops `userId`'s watch of the payout. */
export function setPayoutWatch(
  db: Db,
  payoutId: string,
  userId: string,
  watching: boolean,
  nowIso: string,
): void {
  if (watching)
    db.prepare('INSERT OR IGNORE INTO payout_watches (payout_id, user_id, created_at) VALUES (?,?,?)').run(
      payoutId,
      userId,
      nowIso,
    );
  else db.prepare('DELETE FROM payout_watches WHERE payout_id = ? AND user_id = ?').run(payoutId, userId);
}

export function isWatchingPayout(db: Db, payoutId: string, userId: string): boolean {
  return (
    db.prepare('SELECT 1 FROM payout_watches WHERE payout_id = ? AND user_id = ?').get(payoutId, userId) !==
    undefined
  );
}

/** The ids of the users watching the payout, in the order they asked. */
export function payoutWatchers(db: Db, payoutId: string): string[] {
  return (
    db
      .prepare('SELECT user_id FROM payout_watches WHERE payout_id = ? ORDER BY created_at, rowid')
      .all(payoutId) as { user_id: string }[]
  ).map((row) => row.user_id);
}
