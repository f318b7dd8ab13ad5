/** The organization's API signing keys: only a hash of each secret is stored, shown once when created. */
import { createHash, randomBytes } from 'node:crypto';
import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';
import type { EnvName } from './deps.ts';

/**
 * "Never" expires: far enough that the app shows NEVER (docs/product/09-constants.md §9.5: more than 10 years
 * ahead).
 */
export const NEVER = '9999-12-31T23:59:59.000Z';

export interface KeyRow {
  _id: string;
  org_id: string;
  env: EnvName;
  name: string;
  key_prefix: string;
  status: Schemas['SigningKeyStatus'];
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

/** A new key's secret and its displayable prefix; only the hash of the secret is stored. */
export function makeSecret(env: string, bytes: Buffer = randomBytes(24)) {
  const secret = `sk_${env}_${bytes.toString('hex')}`;
  return {
    secret,
    prefix: `pk_${env}_${bytes.toString('hex').slice(0, 4)}`,
    hash: createHash('sha256').update(secret).digest('hex'),
  };
}

export function findSigningKey(db: Db, id: string): KeyRow | undefined {
  return db.prepare('SELECT * FROM signing_keys WHERE _id = ?').get(id) as KeyRow | undefined;
}

/** The organization's keys of one environment, newest first. */
export function signingKeysOf(db: Db, orgId: string, env: EnvName): KeyRow[] {
  return db
    .prepare('SELECT * FROM signing_keys WHERE org_id = ? AND env = ? ORDER BY created_at DESC')
    .all(orgId, env) as KeyRow[];
}

export interface NewSigningKey {
  id: string;
  orgId: string;
  env: EnvName;
  name: string;
  prefix: string;
  secretHash: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

/** Stores a new active key. */
export function insertSigningKey(db: Db, key: NewSigningKey): void {
  db.prepare(
    `INSERT INTO signing_keys (_id, org_id, env, name, key_prefix, secret_hash, status, created_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
  ).run(
    key.id,
    key.orgId,
    key.env,
    key.name,
    key.prefix,
    key.secretHash,
    key.createdBy,
    key.createdAt,
    key.expiresAt,
  );
}

export function revokeSigningKey(db: Db, id: string): void {
  db.prepare(`UPDATE signing_keys SET status = 'revoked' WHERE _id = ?`).run(id);
}
