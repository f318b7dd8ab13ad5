import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, forbidden, ok, plainText } from '../http.ts';
import { uploadedImageUrl } from '../image-store.ts';
import {
  allOrganizations,
  findOrg,
  memberOf,
  membersOf,
  organizationsOfMember,
  removeMember,
  setMemberRole,
  setWalletAddress,
  toOrganization,
  updateOrganization,
} from '../orgs.ts';
import { bodyOf } from '../request.ts';
import { memberRole, requireOrgRole, sessionOf, type AppEnv } from '../session.ts';
import { changeMfaRequirement } from './mfa-requirement.ts';
import { setCurrentOrg } from '../users.ts';
import { auditChange } from '../audit/request.ts';
import { fieldChanges } from '../audit/changes.ts';

export function orgRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/org/member/organizations', (c) => {
    const s = sessionOf(c);
    return ok<'listMemberOrganizations'>(
      c,
      organizationsOfMember(db, s.userId).map((o) => toOrganization(db, o)),
    );
  });

  r.get('/org/master/organizations', (c) => {
    if (!sessionOf(c).isMaster) throw forbidden();
    return ok<'listMasterOrganizations'>(c, allOrganizations(db));
  });

  r.get('/org/members', (c) => {
    const s = sessionOf(c);
    return ok<'listOrgMembers'>(c, s.orgId ? membersOf(db, s.orgId) : []);
  });

  r.patch('/org/update', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'edit the organization');
    const body = bodyOf<'updateOrganization'>(c);
    const org = findOrg(db, orgId);
    // owner only, checked before anything changes: an admin's refusal leaves the other fields as they were
    if (body.requireMfa !== undefined) changeMfaRequirement(deps, c, orgId, body.requireMfa);
    updateOrganization(db, orgId, {
      name: body.name !== undefined ? plainText('body.name', body.name) : org.name,
      // the logo it has may be sent back unchanged (the form sends both fields); a new one must be an upload here
      logo:
        body.logo !== undefined && body.logo !== org.logo
          ? uploadedImageUrl(
              db,
              deps.imageUrlEndpoint,
              { orgId, userId: sessionOf(c).userId },
              'body.logo',
              body.logo,
            )
          : org.logo,
      allowKycOptional:
        body.allowKycOptional !== undefined ? Number(body.allowKycOptional) : org.allow_kyc_optional,
    });
    const updated = findOrg(db, orgId);
    // what a reader of the log recognizes the organization by, and what its customers are asked
    const shown = (row: typeof org) => ({
      name: row.name,
      logo: row.logo,
      allowKycOptional: Boolean(row.allow_kyc_optional),
    });
    const changes = fieldChanges(shown(org), shown(updated));
    if (changes.length > 0)
      auditChange(c, deps, orgId, {
        kind: 'organizationChanged',
        env: null,
        targetLabel: updated.name,
        changes,
      });
    return ok<'updateOrganization'>(c, toOrganization(db, updated));
  });

  r.patch('/org/setDefault/organization/:id', (c) => {
    const s = sessionOf(c);
    const org = findOrg(db, c.req.param('id'));
    if (!s.isMaster && !memberRole(db, org._id, s.userId)) throw forbidden();
    setCurrentOrg(db, s.userId, org._id);
    return ok<'setDefaultOrganization'>(c, { organizationId: org._id });
  });

  r.patch('/org/member/delete', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'remove members');
    const { userId } = bodyOf<'deleteOrgMember'>(c);
    const member = memberOf(db, orgId, userId);
    if (member.role === 'owner') throw new ApiError(422, 'The organization owner cannot be removed');
    removeMember(db, orgId, userId);
    auditChange(c, deps, orgId, {
      kind: 'memberRemoved',
      env: null,
      targetId: userId,
      targetLabel: member.email,
      changes: [{ field: 'role', before: member.role, after: null }],
    });
    return ok<'deleteOrgMember'>(c, { message: 'Member removed' });
  });

  r.patch('/org/member/update/role', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], "change members' roles");
    const { userId, role } = bodyOf<'updateOrgMemberRole'>(c);
    const member = memberOf(db, orgId, userId);
    if (member.role === 'owner') throw new ApiError(422, "The organization owner's role cannot be changed");
    setMemberRole(db, orgId, userId, role);
    if (member.role !== role)
      auditChange(c, deps, orgId, {
        kind: 'memberRoleChanged',
        env: null,
        targetId: userId,
        targetLabel: member.email,
        changes: [{ field: 'role', before: member.role, after: role }],
      });
    return ok<'updateOrgMemberRole'>(c, memberOf(db, orgId, userId));
  });

  r.patch('/org/set/walletAddress', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'set the payout wallet');
    const { walletAddress } = bodyOf<'setWalletAddress'>(c);
    const before = findOrg(db, orgId).wallet_address;
    setWalletAddress(db, orgId, walletAddress);
    // where crypto payouts are sent: part of the payment configuration the log keeps (every environment's)
    if (before !== walletAddress)
      auditChange(c, deps, orgId, {
        kind: 'paymentConfigChanged',
        env: null,
        changes: [{ field: 'walletAddress', before: before ?? null, after: walletAddress }],
      });
    return ok<'setWalletAddress'>(c, toOrganization(db, findOrg(db, orgId)));
  });

  return r;
}
