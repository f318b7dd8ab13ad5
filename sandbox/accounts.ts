import type { Schemas } from './contract-types.ts';
import type { SandboxDeps } from './deps.ts';
import { newId } from './rng.ts';
import { findUser, type UserRow } from './users.ts';

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  orgName: string;
  /** an external identity provider vouched for the email */
  emailVerified?: boolean;
  /** the language the user registers in (their emails are written in it); absent: not chosen */
  language?: Schemas['Language'];
}

/** Creates a user (MFA not initiated, terms not accepted) who owns a new organization. */
export function createAccount(deps: SandboxDeps, account: NewAccount): UserRow {
  const { db, now } = deps;
  const userId = newId();
  const orgId = newId();
  const at = now().toISOString();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO users (_id, name, email, password_hash, mfa_status, is_email_verified, current_org_id, current_env, default_env, created_at, language)
       VALUES (?, ?, ?, ?, 'not-initiated', ?, ?, 'test', 'test', ?, ?)`,
    ).run(
      userId,
      account.name,
      account.email.toLowerCase(),
      account.passwordHash,
      account.emailVerified ? 1 : 0,
      orgId,
      at,
      account.language ?? null,
    );
    db.prepare('INSERT INTO organizations (_id, name, user_id, created_at) VALUES (?, ?, ?, ?)').run(
      orgId,
      account.orgName,
      userId,
      at,
    );
    db.prepare(`INSERT INTO members (org_id, user_id, role, created_at) VALUES (?, ?, 'owner', ?)`).run(
      orgId,
      userId,
      at,
    );
  })();
  return findUser(db, userId)!;
}
