/** Invitations to join an organization, by email (docs/product/06-roles.md). */
import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';

export interface InvitationRow {
  _id: string;
  org_id: string;
  org_name: string;
  email: string;
  role: Schemas['AssignableRole'];
  status: Schemas['InvitationStatus'];
  invited_by: string;
  created_at: string;
  expires_at: string;
}

const INVITATION_SELECT =
  'SELECT i.*, o.name AS org_name FROM invitations i JOIN organizations o ON o._id = i.org_id';

/** A pending invitation past its expiry reads as expired (no background job needed). */
export function toInvitation(r: InvitationRow, nowIso: string): Schemas['Invitation'] {
  const status = r.status === 'pending' && r.expires_at <= nowIso ? 'expired' : r.status;
  return {
    _id: r._id,
    email: r.email,
    role: r.role,
    status,
    organizationId: r.org_id,
    organizationName: r.org_name,
    invitedBy: r.invited_by,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

export function findInvitation(db: Db, id: string): InvitationRow | undefined {
  return db.prepare(`${INVITATION_SELECT} WHERE i._id = ?`).get(id) as InvitationRow | undefined;
}

/** The invitations the organization sent, newest first. */
export function invitationsOf(db: Db, orgId: string): InvitationRow[] {
  return db
    .prepare(`${INVITATION_SELECT} WHERE i.org_id = ? ORDER BY i.created_at DESC`)
    .all(orgId) as InvitationRow[];
}

/** The invitations sent to this address, newest first. */
export function invitationsTo(db: Db, email: string): InvitationRow[] {
  return db
    .prepare(`${INVITATION_SELECT} WHERE i.email = ? ORDER BY i.created_at DESC`)
    .all(email) as InvitationRow[];
}

/** Whether the user with this address already belongs to the organization. */
export function isMemberByEmail(db: Db, orgId: string, email: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM members m JOIN users u ON u._id = m.user_id WHERE m.org_id = ? AND u.email = ?')
      .get(orgId, email) !== undefined
  );
}

/** Whether an invitation to this address is still waiting for an answer (pending and not expired at `nowIso`). */
export function hasPendingInvitation(db: Db, orgId: string, email: string, nowIso: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM invitations WHERE org_id = ? AND email = ? AND status = 'pending' AND expires_at > ?`,
      )
      .get(orgId, email, nowIso) !== undefined
  );
}

export interface NewInvitation {
  id: string;
  orgId: string;
  email: string;
  role: Schemas['AssignableRole'];
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** Stores a pending invitation (the address in lower case). */
export function insertInvitation(db: Db, invitation: NewInvitation): void {
  db.prepare(
    `INSERT INTO invitations (_id, org_id, email, role, status, invited_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
  ).run(
    invitation.id,
    invitation.orgId,
    invitation.email.toLowerCase(),
    invitation.role,
    invitation.invitedBy,
    invitation.createdAt,
    invitation.expiresAt,
  );
}

/** The id of the organization's latest invitation to this address, if any. */
export function latestInvitationId(db: Db, orgId: string, email: string): string | undefined {
  const row = db
    .prepare(`SELECT _id FROM invitations WHERE org_id = ? AND email = ? ORDER BY created_at DESC`)
    .get(orgId, email) as { _id: string } | undefined;
  return row?._id;
}

/** The invitation is pending again, with the new role, expiry and inviter. */
export function renewInvitation(
  db: Db,
  id: string,
  renewal: { role: Schemas['AssignableRole']; expiresAt: string; invitedBy: string },
): void {
  db.prepare(
    `UPDATE invitations SET role = ?, status = 'pending', expires_at = ?, invited_by = ? WHERE _id = ?`,
  ).run(renewal.role, renewal.expiresAt, renewal.invitedBy, id);
}

/**
 * Records the invitee's answer; an accepted invitation makes them a member with its role, in the same
 * transaction (already a member: the membership stays as it is).
 */
export function answerInvitation(
  db: Db,
  invitation: InvitationRow,
  answer: { status: 'accepted' | 'declined'; userId: string; at: string },
): void {
  db.transaction(() => {
    db.prepare('UPDATE invitations SET status = ? WHERE _id = ?').run(answer.status, invitation._id);
    if (answer.status === 'accepted') {
      db.prepare('INSERT OR IGNORE INTO members (org_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').run(
        invitation.org_id,
        answer.userId,
        invitation.role,
        answer.at,
      );
    }
  })();
}
