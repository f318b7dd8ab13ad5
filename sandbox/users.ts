import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';
import type { EnvName } from './deps.ts';

export interface UserRow {
  _id: string;
  name: string;
  email: string;
  password_hash: string;
  avatar: string | null;
  role: 'user' | 'master';
  notification_config: string | null;
  mfa_status: 'skipped' | 'disabled' | 'enabled' | 'not-initiated';
  mfa_secret: string | null;
  is_email_verified: number;
  is_accepted: number;
  default_env: EnvName;
  current_org_id: string | null;
  current_env: EnvName;
  created_at: string;
  /** the language the user chose (emails are written in it); null until they choose */
  language: Schemas['Language'] | null;
}

const PERMISSION_LABELS: Schemas['PermissionLabel'][] = [
  'Dashboard',
  'Apikey',
  'Transactions',
  'Payout',
  'Organization',
  'Payment Configuration',
];

/**
 * docs/product/06-roles.md §6.4: "Everyone currently sees the same items" — every user gets the full label
 * list; what a role may change is enforced per operation instead (requireOrgRole).
 */
export function permissionsFor(_user: UserRow): Schemas['PermissionLabel'][] {
  return [...PERMISSION_LABELS];
}

export function findUser(db: Db, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE _id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** Turns MFA on with the secret the user just proved, or keeps the one already on. */
export function enableMfa(db: Db, userId: string, secret: string): void {
  db.prepare(`UPDATE users SET mfa_secret = ?, mfa_status = 'enabled' WHERE _id = ?`).run(secret, userId);
}

/** The user chose to go on without MFA (asked again at a later sign-in). */
export function skipMfa(db: Db, userId: string): void {
  db.prepare(`UPDATE users SET mfa_status = 'skipped' WHERE _id = ?`).run(userId);
}

/** Turns MFA off and forgets its secret: turning it on again starts from a new one. */
export function disableMfa(db: Db, userId: string): void {
  db.prepare(`UPDATE users SET mfa_status = 'disabled', mfa_secret = NULL WHERE _id = ?`).run(userId);
}

/** What the profile form may change; the route decides each value (an unsent field keeps the stored one). */
export interface ProfileFields {
  name: string;
  avatar: string | null;
  /** JSON of the notification channels, or null for none */
  notificationConfig: string | null;
  language: Schemas['Language'] | null;
}

export function updateProfile(db: Db, userId: string, fields: ProfileFields): void {
  db.prepare(
    'UPDATE users SET name = ?, avatar = ?, notification_config = ?, language = ? WHERE _id = ?',
  ).run(fields.name, fields.avatar, fields.notificationConfig, fields.language, userId);
}

export function setTermsAccepted(db: Db, userId: string, accepted: boolean): void {
  db.prepare('UPDATE users SET is_accepted = ? WHERE _id = ?').run(accepted ? 1 : 0, userId);
}

/** The environment (test or live) the user's screens show. */
export function setCurrentEnv(db: Db, userId: string, env: EnvName): void {
  db.prepare('UPDATE users SET current_env = ? WHERE _id = ?').run(env, userId);
}

/** The organization the user's screens show (null: none left to show). */
export function setCurrentOrg(db: Db, userId: string, orgId: string | null): void {
  db.prepare('UPDATE users SET current_org_id = ? WHERE _id = ?').run(orgId, userId);
}

export function setPasswordHash(db: Db, userId: string, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE _id = ?').run(passwordHash, userId);
}

/** The User entity of the contract. */
export function toUser(u: UserRow): Schemas['User'] {
  return {
    _id: u._id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    role: u.role,
    notificationConfig: u.notification_config
      ? (JSON.parse(u.notification_config) as Record<string, string>)
      : null,
    mfa_status: u.mfa_status,
    isEmailVerified: u.is_email_verified === 1,
    isAccepted: u.is_accepted === 1,
    defaultEnv: u.current_env,
    organizationId: u.current_org_id,
    permissions: permissionsFor(u),
    createdAt: u.created_at,
    language: u.language,
  };
}
