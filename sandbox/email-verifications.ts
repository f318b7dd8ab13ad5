import type { Db } from './db.ts';

/** Stores an emailed verification link by the hash of its token (the token itself is only in the email). */
export function saveEmailVerification(
  db: Db,
  tokenHash: string,
  userId: string,
  createdAt: string,
  expiresAt: string,
): void {
  db.prepare(
    'INSERT INTO email_verifications (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(tokenHash, userId, createdAt, expiresAt);
}

/** The user whose unused, unexpired verification link has this token hash, if any. */
export function userOfVerificationLink(db: Db, tokenHash: string, nowIso: string): string | undefined {
  const row = db
    .prepare(
      'SELECT user_id FROM email_verifications WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(tokenHash, nowIso) as { user_id: string } | undefined;
  return row?.user_id;
}

/**
 * The user's address is verified, and every outstanding link of theirs is spent in the same transaction: each
 * link works once, and none after success.
 */
export function confirmEmail(db: Db, userId: string, at: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET is_email_verified = 1 WHERE _id = ?').run(userId);
    db.prepare('UPDATE email_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
      at,
      userId,
    );
  })();
}

/** When the user's latest verification email was sent (null: never), to pace resending. */
export function lastVerificationSentAt(db: Db, userId: string): string | null {
  const last = db
    .prepare('SELECT MAX(created_at) AS at FROM email_verifications WHERE user_id = ?')
    .get(userId) as { at: string | null };
  return last.at;
}
