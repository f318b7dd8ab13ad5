import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import { emailLanguage, emailText } from '../email-text.ts';
import { mailName, sendEmail } from '../mail.ts';
import {
  answerInvitation,
  findInvitation,
  hasPendingInvitation,
  insertInvitation,
  invitationsOf,
  invitationsTo,
  isMemberByEmail,
  latestInvitationId,
  renewInvitation,
  toInvitation,
  type InvitationRow,
} from '../invitations.ts';
import { findOrg } from '../orgs.ts';
import { bodyOf, queryOf, requireParam } from '../request.ts';
import { newId } from '../rng.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../session.ts';
import { isoAfter } from '../clock.ts';
import { findUserByEmail } from '../users.ts';
import { auditChange } from '../audit/request.ts';

const INVITE_TTL_MS = 7 * 24 * 3600_000;

/**
 * The invitation email, in the invitee's language: the one they chose when the address has an account, else
 * English.
 */
function sendInviteEmail(deps: SandboxDeps, email: string, orgName: string, at: Date): void {
  const organization = mailName(orgName);
  const language = emailLanguage(findUserByEmail(deps.db, email)?.language);
  sendEmail(
    deps.db,
    deps.logEmail,
    {
      to: email,
      subject: emailText(language, 'inviteSubject', { organization }),
      body: emailText(language, 'inviteBody', { organization }),
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
  const out = (row: InvitationRow) => toInvitation(row, now().toISOString());

  r.post('/team/invite', (c) => {
    const s = sessionOf(c);
    const orgId = mayInvite(c);
    const { email, role } = bodyOf<'inviteMember'>(c);
    const at = now().toISOString();
    if (isMemberByEmail(db, orgId, email))
      throw new ApiError(409, 'This user is already a member of the organization');
    if (hasPendingInvitation(db, orgId, email, at))
      throw new ApiError(409, 'An invitation is already pending for this email');
    const id = newId();
    const expiresAt = isoAfter(now(), INVITE_TTL_MS);
    insertInvitation(db, { id, orgId, email, role, invitedBy: s.userId, createdAt: at, expiresAt });
    auditChange(c, deps, orgId, {
      kind: 'memberInvited',
      env: null,
      targetId: id,
      targetLabel: email,
      changes: [
        { field: 'email', before: null, after: email },
        { field: 'role', before: null, after: role },
      ],
    });
    sendInviteEmail(deps, email, findOrg(db, orgId).name, now());
    recordEvent(db, clientLimits, 'invitation', orgId, now());
    return ok<'inviteMember'>(c, out(findInvitation(db, id)!), 201);
  });

  r.post('/team/re-invite', (c) => {
    const s = sessionOf(c);
    const orgId = mayInvite(c);
    const { email, role } = bodyOf<'reinviteMember'>(c);
    if (isMemberByEmail(db, orgId, email))
      throw new ApiError(409, 'This user is already a member of the organization');
    const lastId = latestInvitationId(db, orgId, email);
    if (!lastId) throw new ApiError(404, 'Invitation not found');
    const previousRole = findInvitation(db, lastId)!.role;
    renewInvitation(db, lastId, { role, expiresAt: isoAfter(now(), INVITE_TTL_MS), invitedBy: s.userId });
    // an invitation sent again is an invitation: the role it offers may have changed
    auditChange(c, deps, orgId, {
      kind: 'memberInvited',
      env: null,
      targetId: lastId,
      targetLabel: email,
      changes: [
        { field: 'email', before: null, after: email },
        { field: 'role', before: previousRole === role ? null : previousRole, after: role },
      ],
    });
    sendInviteEmail(deps, email, findOrg(db, orgId).name, now());
    recordEvent(db, clientLimits, 'invitation', orgId, now());
    return ok<'reinviteMember'>(c, out(findInvitation(db, lastId)!));
  });

  r.get('/team/invitedMembers', (c) => {
    const s = sessionOf(c);
    if (!s.orgId) return ok<'listInvitedMembers'>(c, []);
    return ok<'listInvitedMembers'>(c, invitationsOf(db, s.orgId).map(out));
  });

  r.get('/team/member/invitations', (c) => {
    const s = sessionOf(c);
    return ok<'listMyInvitations'>(c, invitationsTo(db, s.user.email).map(out));
  });

  r.patch('/team/invitation/update', (c) => {
    const s = sessionOf(c);
    const status = requireParam(queryOf(c), 'status') as 'accepted' | 'declined';
    const { invitationId } = bodyOf<'updateInvitation'>(c);
    const row = findInvitation(db, invitationId);
    if (!row) throw new ApiError(404, 'Invitation not found');
    if (row.email.toLowerCase() !== s.user.email.toLowerCase()) throw new ApiError(403, 'Forbidden');
    if (out(row).status !== 'pending') throw new ApiError(422, `This invitation is ${out(row).status}`);
    // registering an address proves nothing: only someone who opened the emailed link may answer for it
    if (!s.user.is_email_verified)
      throw new ApiError(
        403,
        `Verify your email address before ${status === 'accepted' ? 'accepting' : 'declining'} this invitation`,
      );
    answerInvitation(db, row, { status, userId: s.userId, at: now().toISOString() });
    // a new member is a new way into the organization: its log says who joined, when, from where, as what
    if (status === 'accepted')
      auditChange(c, deps, row.org_id, {
        kind: 'invitationAccepted',
        env: null,
        targetId: row._id,
        targetLabel: s.user.email,
        changes: [{ field: 'role', before: null, after: row.role }],
      });
    return ok<'updateInvitation'>(c, out(findInvitation(db, row._id)!));
  });

  return r;
}
