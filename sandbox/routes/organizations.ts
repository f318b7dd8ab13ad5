import { Hono } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, forbidden, ok, plainText } from '../http.ts';
import { uploadedImageUrl } from '../image-store.ts';
import { findOrg, memberOf, membersOf, toOrganization, type OrgRow } from '../orgs.ts';
import { bodyOf } from '../request.ts';
import { memberRole, requireOrgRole, sessionOf, type AppEnv } from '../session.ts';

export function orgRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/org/member/organizations', (c) => {
    const s = sessionOf(c);
    const orgs = db
      .prepare(
        `SELECT o.* FROM organizations o JOIN members m ON m.org_id = o._id WHERE m.user_id = ?
         ORDER BY m.role = 'owner' DESC, o.created_at, o.name`,
      )
      .all(s.userId) as OrgRow[];
    return ok<'listMemberOrganizations'>(
      c,
      orgs.map((o) => toOrganization(db, o)),
    );
  });

  r.get('/org/master/organizations', (c) => {
    if (!sessionOf(c).isMaster) throw forbidden();
    return ok<'listMasterOrganizations'>(
      c,
      db
        .prepare('SELECT _id, name, logo FROM organizations ORDER BY name')
        .all() as Schemas['MasterOrganization'][],
    );
  });

  r.get('/org/members', (c) => {
    const s = sessionOf(c);
    return ok<'listOrgMembers'>(c, s.orgId ? membersOf(db, s.orgId) : []);
  });

  r.patch('/org/update', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'edit the organization');
    const body = bodyOf<'updateOrganization'>(c);
    const org = findOrg(db, orgId);
    db.prepare('UPDATE organizations SET name = ?, logo = ?, allow_kyc_optional = ? WHERE _id = ?').run(
      body.name !== undefined ? plainText('body.name', body.name) : org.name,
      // the logo it has may be sent back unchanged (the form sends both fields); a new one must be an upload here
      body.logo !== undefined && body.logo !== org.logo
        ? uploadedImageUrl(
            db,
            deps.imageUrlEndpoint,
            { orgId, userId: sessionOf(c).userId },
            'body.logo',
            body.logo,
          )
        : org.logo,
      body.allowKycOptional !== undefined ? Number(body.allowKycOptional) : org.allow_kyc_optional,
      orgId,
    );
    return ok<'updateOrganization'>(c, toOrganization(db, findOrg(db, orgId)));
  });

  r.patch('/org/setDefault/organization/:id', (c) => {
    const s = sessionOf(c);
    const org = findOrg(db, c.req.param('id'));
    if (!s.isMaster && !memberRole(db, org._id, s.userId)) throw forbidden();
    db.prepare('UPDATE users SET current_org_id = ? WHERE _id = ?').run(org._id, s.userId);
    return ok<'setDefaultOrganization'>(c, { organizationId: org._id });
  });

  r.patch('/org/member/delete', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'remove members');
    const { userId } = bodyOf<'deleteOrgMember'>(c);
    const member = memberOf(db, orgId, userId);
    if (member.role === 'owner') throw new ApiError(422, 'The organization owner cannot be removed');
    db.prepare('DELETE FROM members WHERE org_id = ? AND user_id = ?').run(orgId, userId);
    return ok<'deleteOrgMember'>(c, { message: 'Member removed' });
  });

  r.patch('/org/member/update/role', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], "change members' roles");
    const { userId, role } = bodyOf<'updateOrgMemberRole'>(c);
    const member = memberOf(db, orgId, userId);
    if (member.role === 'owner') throw new ApiError(422, "The organization owner's role cannot be changed");
    db.prepare('UPDATE members SET role = ? WHERE org_id = ? AND user_id = ?').run(role, orgId, userId);
    return ok<'updateOrgMemberRole'>(c, memberOf(db, orgId, userId));
  });

  r.patch('/org/set/walletAddress', (c) => {
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin'], 'set the payout wallet');
    const { walletAddress } = bodyOf<'setWalletAddress'>(c);
    db.prepare('UPDATE organizations SET wallet_address = ? WHERE _id = ?').run(walletAddress, orgId);
    return ok<'setWalletAddress'>(c, toOrganization(db, findOrg(db, orgId)));
  });

  return r;
}
