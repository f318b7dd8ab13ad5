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
  };
}
