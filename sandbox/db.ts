import Database from 'better-sqlite3';
import { coreSchema } from './schema.ts';
import { moneySchema } from './money/schema.ts';
import { eventsSchema } from './events/schema.ts';
import { auditSchema } from './audit/schema.ts';
import { redactStoredAuditChanges } from './audit/stored-secrets.ts';
import { passkeysSchema } from './passkeys/schema.ts';
import { recoverySchema } from './recovery/schema.ts';
import { stepUpSchema } from './step-up/schema.ts';
import { webhooksSchema } from './webhooks/schema.ts';
import { savedViewsSchema } from './saved-views/schema.ts';
import { upgradeImagesTable } from './image-store.ts';
import { fillMissingPaymentProofs } from './money/payment-proofs.ts';
import { applySearchIndexes } from './search/indexes.ts';

export type Db = Database.Database;

/**
 * Opens (or creates) the sandbox database; ':memory:' for tests, or an in-memory copy of a serialized image
 * (`Db.serialize()`). Core tables first: money tables reference them.
 */
export function openDb(file: string | Buffer): Db {
  const db = new Database(file);
  // WAL lets the dev server read while a write is in flight; meaningless for in-memory databases
  if (typeof file === 'string' && file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(coreSchema);
  db.exec(moneySchema);
  // issue 32: preferences, alert rules, dispute reminders, digests (they reference users and organizations)
  db.exec(eventsSchema);
  // issue 33: trust (each area's own tables)
  for (const schema of [auditSchema, passkeysSchema, stepUpSchema, recoverySchema, webhooksSchema])
    db.exec(schema);
  // issue 34: each user's saved views (they reference users, organizations and, by a trigger, members)
  db.exec(savedViewsSchema);
  upgrade(db);
  // issue 46: the indexes the search reads (after the columns they index), built for a database made before them
  applySearchIndexes(db);
  // issue 46: an audit entry kept from before its field was declared as it is now holds no secret either
  redactStoredAuditChanges(db);
  // the organization an image counts toward (image-store.ts's quota)
  upgradeImagesTable(db);
  return db;
}

/** Columns added after a release: a database made by an older version gets them (CREATE IF NOT EXISTS does not). */
function upgrade(db: Db): void {
  const columns = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  // refresh token families (sign-ins), so that a reused token ends exactly its own sign-in
  if (!columns('refresh_tokens').includes('sid')) db.exec('ALTER TABLE refresh_tokens ADD COLUMN sid TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS refresh_tokens_sid ON refresh_tokens(sid)');
  // an MFA setup begun from the profile replaces the sign-in that began it
  if (!columns('login_challenges').includes('replaces_sid'))
    db.exec('ALTER TABLE login_challenges ADD COLUMN replaces_sid TEXT');
  // the crypto an on-ramp delivered, set when it completes (null while pending, or rejected)
  if (!columns('onramp_requests').includes('crypto_amount'))
    db.exec('ALTER TABLE onramp_requests ADD COLUMN crypto_amount INTEGER');
  // issue 46: an on-ramp spends money like a payout, so it is idempotent like one
  if (!columns('onramp_requests').includes('idempotency_key')) {
    db.exec('ALTER TABLE onramp_requests ADD COLUMN idempotency_key TEXT');
    db.exec('ALTER TABLE onramp_requests ADD COLUMN request_hash TEXT');
  }
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS onramp_idempotency ON onramp_requests(org_id, idempotency_key)');
  // the wallet a crypto payout was sent to, kept when it is created (the payout page shows it)
  if (!columns('payouts').includes('wallet_address'))
    db.exec('ALTER TABLE payouts ADD COLUMN wallet_address TEXT');
  // the language the user chose, which their emails are written in (null: never chosen)
  if (!columns('users').includes('language'))
    db.exec(`ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en','fr','ar'))`);
  // issue 34: a crypto payment's transaction hash and the wallet it was paid to (null for fiat), searchable
  if (!columns('transactions').includes('tx_hash')) {
    db.exec('ALTER TABLE transactions ADD COLUMN tx_hash TEXT');
    db.exec('ALTER TABLE transactions ADD COLUMN wallet_address TEXT');
    fillMissingPaymentProofs(db);
  }
}
