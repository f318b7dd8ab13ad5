import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';
import { balancesFor } from './money/balances.ts';
import { ApiError } from './http.ts';
import { mfaRequired } from './recovery/requirement.ts';

export interface OrgRow {
  _id: string;
  name: string;
  logo: string | null;
  user_id: string;
  wallet_address: string | null;
  allow_kyc_optional: number;
  created_at: string;
}

export type MemberOut = Schemas['Member'];

export function findOrg(db: Db, id: string): OrgRow {
  const org = db.prepare('SELECT * FROM organizations WHERE _id = ?').get(id) as OrgRow | undefined;
  if (!org) throw new ApiError(404, 'Organization not found');
  return org;
}

/** The organizations the user belongs to, the one they own first. */
export function organizationsOfMember(db: Db, userId: string): OrgRow[] {
  return db
    .prepare(
      `SELECT o.* FROM organizations o JOIN members m ON m.org_id = o._id WHERE m.user_id = ?
       ORDER BY m.role = 'owner' DESC, o.created_at, o.name`,
    )
    .all(userId) as OrgRow[];
}

/** Every organization by name, as a master picks among them. */
export function allOrganizations(db: Db): Schemas['MasterOrganization'][] {
  return db
    .prepare('SELECT _id, name, logo FROM organizations ORDER BY name')
    .all() as Schemas['MasterOrganization'][];
}

/** What the organization form may change; the route decides each value (an unsent field keeps the stored one). */
export interface OrganizationFields {
  name: string;
  logo: string | null;
  allowKycOptional: number;
}

export function updateOrganization(db: Db, orgId: string, fields: OrganizationFields): void {
  db.prepare('UPDATE organizations SET name = ?, logo = ?, allow_kyc_optional = ? WHERE _id = ?').run(
    fields.name,
    fields.logo,
    fields.allowKycOptional,
    orgId,
  );
}

/** Where the organization's payouts are sent. */
export function setWalletAddress(db: Db, orgId: string, walletAddress: string): void {
  db.prepare('UPDATE organizations SET wallet_address = ? WHERE _id = ?').run(walletAddress, orgId);
}

export function removeMember(db: Db, orgId: string, userId: string): void {
  db.prepare('DELETE FROM members WHERE org_id = ? AND user_id = ?').run(orgId, userId);
}

export function setMemberRole(db: Db, orgId: string, userId: string, role: Schemas['AssignableRole']): void {
  db.prepare('UPDATE members SET role = ? WHERE org_id = ? AND user_id = ?').run(role, orgId, userId);
}

export function membersOf(db: Db, orgId: string): MemberOut[] {
  return db
    .prepare(
      `SELECT m.user_id AS userId, u.email, u.name, m.role FROM members m JOIN users u ON u._id = m.user_id
       WHERE m.org_id = ? ORDER BY m.role = 'owner' DESC, m.created_at, u.email`,
    )
    .all(orgId) as MemberOut[];
}

export function memberOf(db: Db, orgId: string, userId: string): MemberOut {
  const m = membersOf(db, orgId).find((x) => x.userId === userId);
  if (!m) throw new ApiError(404, 'Member not found');
  return m;
}

/** The Organization entity; balances are computed from unpaid payments (money module), never stored. */
export function toOrganization(db: Db, org: OrgRow): Schemas['Organization'] {
  const { balance, testBalance } = balancesFor(db, org._id);
  return {
    _id: org._id,
    name: org.name,
    logo: org.logo,
    userId: org.user_id,
    members: membersOf(db, org._id),
    balance,
    testBalance,
    walletAddress: org.wallet_address,
    allowKycOptional: org.allow_kyc_optional === 1,
    createdAt: org.created_at,
    requireMfa: mfaRequired(db, org._id),
  };
}
