import type { Db } from '../db.ts';
import { newId } from '../rng.ts';

/** A stored passkey (table `passkeys`). */
export interface PasskeyRow {
  _id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  rp_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** At most this many passkeys per user: a list to read, not a store for anything an access token can push. */
export const MAX_PASSKEYS_PER_USER = 20;

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  rpId: string;
  name: string;
}

export function insertPasskey(db: Db, passkey: NewPasskey, now: Date): PasskeyRow {
  const id = newId();
  db.prepare(
    `INSERT INTO passkeys (_id, user_id, credential_id, public_key, counter, transports, rp_id, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    passkey.userId,
    passkey.credentialId,
    Buffer.from(passkey.publicKey),
    passkey.counter,
    JSON.stringify(passkey.transports),
    passkey.rpId,
    passkey.name,
    now.toISOString(),
  );
  return findPasskeyOf(db, passkey.userId, id)!;
}

/** The user's passkeys, oldest first; with `rpId`, only those of that relying party (host). */
export function passkeysOf(db: Db, userId: string, rpId?: string): PasskeyRow[] {
  if (rpId)
    return db
      .prepare('SELECT * FROM passkeys WHERE user_id = ? AND rp_id = ? ORDER BY created_at, _id')
      .all(userId, rpId) as PasskeyRow[];
  return db
    .prepare('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, _id')
    .all(userId) as PasskeyRow[];
}

export function countPasskeys(db: Db, userId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** One of the user's passkeys; another user's is not found, as an unknown one. */
export function findPasskeyOf(db: Db, userId: string, id: string): PasskeyRow | undefined {
  return db.prepare('SELECT * FROM passkeys WHERE _id = ? AND user_id = ?').get(id, userId) as
    PasskeyRow | undefined;
}

export function findPasskeyByCredential(db: Db, credentialId: string): PasskeyRow | undefined {
  return db.prepare('SELECT * FROM passkeys WHERE credential_id = ?').get(credentialId) as
    PasskeyRow | undefined;
}

export function renamePasskey(db: Db, userId: string, id: string, name: string): PasskeyRow | undefined {
  db.prepare('UPDATE passkeys SET name = ? WHERE _id = ? AND user_id = ?').run(name, id, userId);
  return findPasskeyOf(db, userId, id);
}

export function deletePasskey(db: Db, userId: string, id: string): boolean {
  return db.prepare('DELETE FROM passkeys WHERE _id = ? AND user_id = ?').run(id, userId).changes === 1;
}

/** Removes every passkey of the user (on every host); returns how many there were. */
export function deletePasskeysOf(db: Db, userId: string): number {
  return db.prepare('DELETE FROM passkeys WHERE user_id = ?').run(userId).changes;
}

/**
 * Records a verified use: the authenticator's new counter and the time. The update only moves the counter
 * forward (or keeps 0 for authenticators that do not count), so of two concurrent uses of one response's
 * counter, the second changes nothing.
 */
export function recordPasskeyUse(db: Db, id: string, counter: number, now: Date): boolean {
  return (
    db
      .prepare(
        `UPDATE passkeys SET counter = ?, last_used_at = ?
         WHERE _id = ? AND (counter < ? OR (counter = 0 AND ? = 0))`,
      )
      .run(counter, now.toISOString(), id, counter, counter).changes === 1
  );
}

/** What the contract's Passkey shows: never the key or the credential id. */
export function toPasskey(row: PasskeyRow) {
  return {
    _id: row._id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    transports: JSON.parse(row.transports) as string[],
  };
}
