import type { Db } from './db.ts';

/** Stores an emailed reset link by the hash of its token (the token itself is only in the email). */
export function savePasswordReset(db: Db, tokenHash: string, userId: string, expiresAt: string): void {
  db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash,
    userId,
    expiresAt,
  );
}

/** The user whose unused, unexpired reset link has this token hash, if any. */
export function userOfResetLink(db: Db, tokenHash: string, nowIso: string): string | undefined {
  const row = db
    .prepare(
      'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(tokenHash, nowIso) as { user_id: string } | undefined;
  return row?.user_id;
}

/** Every reset link of the user still open is spent (after a reset or change, none may be used again). */
export function spendPasswordResets(db: Db, userId: string, at: string): void {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(at, userId);
}
