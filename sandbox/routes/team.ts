import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import { mailName, sendEmail } from '../mail.ts';
import { findOrg, INVITATION_SELECT, toInvitation, type InvitationRow } from '../orgs.ts';
import { bodyOf, queryOf, requireParam } from '../request.ts';
import { newId } from '../rng.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../session.ts';
import { isoAfter } from '../clock.ts';

const INVITE_TTL_MS = 7 * 24 * 3600_000;

function sendInviteEmail(deps: SandboxDeps, email: string, orgName: string, at: Date): void {
  const name = mailName(orgName);
  sendEmail(
    deps.db,
    deps.logEmail,
    {
      to: email,
      subject: `You are invited to ${name}`,
      body: `Sign in to accept your invitation to ${name}.`,
      link: '/',
    },
    at,
  );
}

export function teamRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now, clientLimits } = deps;

  /**
   * Who may send an invitation email now: only an owner or admin whose own address is verified (a new
   * account must not mail strangers in the organization's name), within the organization's hourly allowance.
   */
  function mayInvite(c: Context<AppEnv>): string {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin'], 'invite members');
    if (!s.user.is_email_verified)
      throw new ApiError(403, 'Verify your email address before inviting anyone');
    assertWithinLimit(c, db, clientLimits, 'invitation', orgId, now());
    return orgId;
  }

  const r = new Hono<AppEnv>();
  const byId = (id: string) =>
    db.prepare(`${INVITATION_SELECT} WHERE i._id = ?`).get(id) as InvitationRow | undefined;
  const out = (row: InvitationRow) => toInvitation(row, now().toISOString());

  r.post('/team/invite', (c) => {
    const s = sessionOf(c);
    const orgId = mayInvite(c);
    const { email, role } = bodyOf<'inviteMember'>(c);
    const at = now().toISOString();
    const member = db
      .prepare('SELECT 1 FROM members m JOIN users u ON u._id = m.user_id WHERE m.org_id = ? AND u.email = ?')
      .get(orgId, email);
    if (member) throw new ApiError(409, 'This user is already a member of the organization');
    const pending = db
      .prepare(
        `SELECT 1 FROM invitations WHERE org_id = ? AND email = ? AND status = 'pending' AND expires_at > ?`,
      )
      .get(orgId, email, at);
    if (pending) throw new ApiError(409, 'An invitation is already pending for this email');
    const id = newId();
    const expires = isoAfter(now(), INVITE_TTL_MS);
    db.prepare(
      `INSERT INTO invitations (_id, org_id, email, role, status, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(id, orgId, email.toLowerCase(), role, s.userId, at, expires);
    sendInviteEmail(deps, email, findOrg(db, orgId).name, now());
    recordEvent(db, clientLimits, 'invitation', orgId, now());
    return ok<'inviteMember'>(c, out(byId(id)!), 201);
  });

  r.post('/team/re-invite', (c) => {
    const s = sessionOf(c);
    const orgId = mayInvite(c);
    const { email, role } = bodyOf<'reinviteMember'>(c);
    const member = db
      .prepare('SELECT 1 FROM members m JOIN users u ON u._id = m.user_id WHERE m.org_id = ? AND u.email = ?')
      .get(orgId, email);
    if (member) throw new ApiError(409, 'This user is already a member of the organization');
    const last = db
      .prepare(`SELECT _id FROM invitations WHERE org_id = ? AND email = ? ORDER BY created_at DESC`)
      .get(orgId, email) as { _id: string } | undefined;
    if (!last) throw new ApiError(404, 'Invitation not found');
    const expires = isoAfter(now(), INVITE_TTL_MS);
    db.prepare(
      `UPDATE invitations SET role = ?, status = 'pending', expires_at = ?, invited_by = ? WHERE _id = ?`,
    ).run(role, expires, s.userId, last._id);
    sendInviteEmail(deps, email, findOrg(db, orgId).name, now());
    recordEvent(db, clientLimits, 'invitation', orgId, now());
    return ok<'reinviteMember'>(c, out(byId(last._id)!));
  });

  r.get('/team/invitedMembers', (c) => {
    const s = sessionOf(c);
    if (!s.orgId) return ok<'listInvitedMembers'>(c, []);
    const rows = db
      .prepare(`${INVITATION_SELECT} WHERE i.org_id = ? ORDER BY i.created_at DESC`)
      .all(s.orgId) as InvitationRow[];
    return ok<'listInvitedMembers'>(c, rows.map(out));
  });

  r.get('/team/member/invitations', (c) => {
    const s = sessionOf(c);
    const rows = db
      .prepare(`${INVITATION_SELECT} WHERE i.email = ? ORDER BY i.created_at DESC`)
      .all(s.user.email) as InvitationRow[];
    return ok<'listMyInvitations'>(c, rows.map(out));
  });

  r.patch('/team/invitation/update', (c) => {
    const s = sessionOf(c);
    const status = requireParam(queryOf(c), 'status') as 'accepted' | 'declined';
    const { invitationId } = bodyOf<'updateInvitation'>(c);
    const row = byId(invitationId);
    if (!row) throw new ApiError(404, 'Invitation not found');
    if (row.email.toLowerCase() !== s.user.email.toLowerCase()) throw new ApiError(403, 'Forbidden');
    if (out(row).status !== 'pending') throw new ApiError(422, `This invitation is ${out(row).status}`);
    // registering an address proves nothing: only someone who opened the emailed link may answer for it
    if (!s.user.is_email_verified)
      throw new ApiError(
        403,
        `Verify your email address before ${status === 'accepted' ? 'accepting' : 'declining'} this invitation`,
      );
    db.transaction(() => {
      db.prepare('UPDATE invitations SET status = ? WHERE _id = ?').run(status, row._id);
      if (status === 'accepted') {
        db.prepare(
          'INSERT OR IGNORE INTO members (org_id, user_id, role, created_at) VALUES (?, ?, ?, ?)',
        ).run(row.org_id, s.userId, row.role, now().toISOString());
      }
    })();
    return ok<'updateInvitation'>(c, out(byId(row._id)!));
  });

  return r;
}
