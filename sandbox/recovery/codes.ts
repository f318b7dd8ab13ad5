import { randomInt } from 'node:crypto';
import type { Db } from '../db.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

/** How many codes a user receives each time (enabling two-step verification, or regenerating). */
export const RECOVERY_CODE_COUNT = 10;

// no 0/o, 1/i/l: a code copied from paper is read aloud or retyped
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** A new code, `xxxxx-xxxxx` (about 49 bits of randomness: hashed slowly, and limited like TOTP codes). */
function newCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, HALF)}-${chars.slice(HALF)}`;
}

/** What a user typed, as stored codes are compared: without spaces or dashes, lower case. */
function normalizeRecoveryCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * Gives the user a new set of codes, replacing every code they held (used or not), and returns them: the only
 * moment they exist in clear. The database keeps a salted scrypt hash of each, as it keeps passwords.
 */
export function replaceRecoveryCodes(db: Db, userId: string, now: Date): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  db.transaction(() => {
    forgetRecoveryCodes(db, userId);
    const insert = db.prepare(
      'INSERT INTO recovery_codes (user_id, code_hash, used_at, created_at) VALUES (?, ?, NULL, ?)',
    );
    for (const code of codes)
      insert.run(userId, hashPassword(normalizeRecoveryCode(code)), now.toISOString());
  })();
  return codes;
}

/** Two-step verification was turned off: its codes go with its secret. */
export function forgetRecoveryCodes(db: Db, userId: string): void {
  db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
}

/** The codes the user can still use. */
export function recoveryCodesLeft(db: Db, userId: string): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL')
    .get(userId) as { n: number };
  return row.n;
}

/**
 * Spends one unused code matching what was typed: true when one did (it never works again), false for a wrong
 * or already used code. Check and spend happen in one immediate transaction, so two concurrent sign-ins with one
 * code cannot both succeed.
 */
export function useRecoveryCode(db: Db, userId: string, typed: string, now: Date): boolean {
  const code = normalizeRecoveryCode(typed);
  if (code.length !== HALF * 2) return false;
  return db
    .transaction((): boolean => {
      const unused = db
        .prepare('SELECT rowid, code_hash FROM recovery_codes WHERE user_id = ? AND used_at IS NULL')
        .all(userId) as { rowid: number; code_hash: string }[];
      const match = unused.find((row) => verifyPassword(code, row.code_hash));
      if (!match) return false;
      db.prepare('UPDATE recovery_codes SET used_at = ? WHERE rowid = ?').run(now.toISOString(), match.rowid);
      return true;
    })
    .immediate();
}
