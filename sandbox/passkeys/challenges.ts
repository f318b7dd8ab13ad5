import type { Db } from '../db.ts';
import { isoAfter } from '../clock.ts';

type CeremonyPurpose = 'register' | 'signIn' | 'stepUp';

/** How long a ceremony's challenge can be answered: the browser's prompt times out sooner (the options' 60 s). */
const CHALLENGE_TTL_MS = 5 * 60_000;

export interface CeremonyBinding {
  purpose: CeremonyPurpose;
  /** who the challenge was issued for; null: a sign-in by discoverable credential */
  userId: string | null;
  rpId: string;
}

export function storeChallenge(db: Db, challenge: string, binding: CeremonyBinding, now: Date): void {
  // spent and expired challenges are never needed again: forgotten here rather than by a timer
  db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now.toISOString());
  db.prepare(
    'INSERT INTO passkey_challenges (challenge, purpose, user_id, rp_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(challenge, binding.purpose, binding.userId, binding.rpId, isoAfter(now, CHALLENGE_TTL_MS));
}

/**
 * Uses the challenge up if it is live and was issued for exactly this ceremony (purpose, user, RP ID): true
 * then, false otherwise. It is spent whatever the response's verification then says, so one challenge is
 * answered once: a replayed response, even a valid one, finds it used.
 */
export function consumeChallenge(db: Db, challenge: string, binding: CeremonyBinding, now: Date): boolean {
  const at = now.toISOString();
  return (
    db
      .prepare(
        `UPDATE passkey_challenges SET used_at = ?
         WHERE challenge = ? AND used_at IS NULL AND expires_at > ? AND purpose = ? AND user_id IS ?
           AND rp_id = ?`,
      )
      .run(at, challenge, at, binding.purpose, binding.userId, binding.rpId).changes === 1
  );
}
