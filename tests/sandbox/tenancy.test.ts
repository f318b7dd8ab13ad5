import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let t: CoreTestbed;
const orgId = (name: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;
const userId = (email: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(email) as { _id: string })._id;
type Member = { userId: string; email: string; role: string };

beforeAll(async () => {
  t = await coreTestbed();
});

describe('tenant isolation', () => {
  it("lists only the current organization's members and cannot switch into a foreign org", async () => {
    const { access } = await t.login();
    const members = await t.call<Member[]>('GET', '/v1/org/members', { token: access });
    expect(members.data.map((m) => m.email)).toContain(DEMO_EMAIL.admin);
    expect(members.data.map((m) => m.email)).not.toContain(DEMO_EMAIL.owner);
    const sw = await t.call('PATCH', `/v1/org/setDefault/organization/${orgId('Nordic Gadgets')}`, {
      token: access,
    });
    expect([sw.status, sw.data]).toEqual([403, 'Forbidden']);
  });

  it("cannot remove or re-role another organization's member", async () => {
    const { access } = await t.login();
    const foreign = userId(DEMO_EMAIL.owner);
    const del = await t.call('PATCH', '/v1/org/member/delete', { token: access, body: { userId: foreign } });
    expect(del.status).toBe(404);
    const role = await t.call('PATCH', '/v1/org/member/update/role', {
      token: access,
      body: { userId: foreign, role: 'viewer' },
    });
    expect(role.status).toBe(404);
    const stillThere = t.sandbox.db
      .prepare('SELECT role FROM members WHERE user_id = ? AND org_id = ?')
      .get(foreign, orgId('Nordic Gadgets'));
    expect(stillThere).toEqual({ role: 'owner' });
  });

  it('switching organization and environment changes what is returned', async () => {
    const { access } = await t.login();
    const coffeeKeys = await t.call<{ _id: string; env: string }[]>('GET', '/v1/user/signing-keys', {
      token: access,
    });
    expect(coffeeKeys.data.every((k) => k.env === 'test')).toBe(true);
    await t.call('PATCH', `/v1/org/setDefault/organization/${orgId("Maya's Books")}`, { token: access });
    const members = await t.call<Member[]>('GET', '/v1/org/members', { token: access });
    expect(members.data.map((m) => m.email).sort()).toEqual(['merchant@demo.test', DEMO_EMAIL.viewer]);
    const booksKeys = await t.call<{ _id: string }[]>('GET', '/v1/user/signing-keys', { token: access });
    expect(booksKeys.data.map((k) => k._id)).not.toEqual(coffeeKeys.data.map((k) => k._id));
    const env = await t.call<{ env: string }>('PATCH', '/v1/user/switchEnv?env=live', { token: access });
    expect(env.data.env).toBe('live');
    const liveKeys = await t.call<{ env: string }[]>('GET', '/v1/user/signing-keys', { token: access });
    expect(liveKeys.data.length).toBeGreaterThan(0);
    expect(liveKeys.data.every((k) => k.env === 'live')).toBe(true);
    const profile = await t.call<{ defaultEnv: string; organizationId: string }>('GET', '/v1/user/profile', {
      token: access,
    });
    expect(profile.data).toMatchObject({ defaultEnv: 'live', organizationId: orgId("Maya's Books") });
    await t.call('PATCH', '/v1/user/switchEnv?env=test', { token: access });
    await t.call('PATCH', `/v1/org/setDefault/organization/${orgId("Maya's Coffee")}`, { token: access });
  });

  it('a key of another org cannot be revoked', async () => {
    const { access } = await t.login();
    const foreignKey = t.sandbox.db
      .prepare(`SELECT _id FROM signing_keys WHERE org_id = ? AND env = 'test' AND status = 'active'`)
      .get(orgId('Nordic Gadgets')) as { _id: string };
    const r = await t.call('PATCH', `/v1/user/signing-keys/${foreignKey._id}/revoke`, { token: access });
    expect(r.status).toBe(404);
  });
});

describe('roles', () => {
  it('only masters list every organization', async () => {
    const merchant = await t.login();
    expect((await t.call('GET', '/v1/org/master/organizations', { token: merchant.access })).status).toBe(
      403,
    );
    const master = await t.login(DEMO_EMAIL.master);
    const all = await t.call<{ name: string }[]>('GET', '/v1/org/master/organizations', {
      token: master.access,
    });
    expect(all.data.map((o) => o.name)).toContain('Nordic Gadgets');
  });

  it('viewers cannot update the organization or create keys; the owner cannot be removed', async () => {
    const viewer = await t.login(DEMO_EMAIL.viewer);
    expect(
      (await t.call('PATCH', '/v1/org/update', { token: viewer.access, body: { name: 'Hijack' } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/v1/user/signing-keys', { token: viewer.access, body: { name: 'k' } })).status,
    ).toBe(403);
    const owner = await t.login();
    const del = await t.call('PATCH', '/v1/org/member/delete', {
      token: owner.access,
      body: { userId: owner.userId },
    });
    expect([del.status, del.data]).toEqual([422, 'The organization owner cannot be removed']);
  });

  it('accepting an invitation adds the membership', async () => {
    const { access } = await t.login();
    const mine = await t.call<{ _id: string; organizationName: string; status: string }[]>(
      'GET',
      '/v1/team/member/invitations',
      { token: access },
    );
    const inv = mine.data.find((i) => i.organizationName === 'Nordic Gadgets' && i.status === 'pending')!;
    const r = await t.call<{ status: string }>('PATCH', '/v1/team/invitation/update?status=accepted', {
      token: access,
      body: { invitationId: inv._id },
    });
    expect(r.data.status).toBe('accepted');
    const orgs = await t.call<{ name: string; balance: Record<string, number> }[]>(
      'GET',
      '/v1/org/member/organizations',
      { token: access },
    );
    expect(orgs.data.map((o) => o.name)).toContain('Nordic Gadgets');
    const again = await t.call('PATCH', '/v1/team/invitation/update?status=declined', {
      token: access,
      body: { invitationId: inv._id },
    });
    expect(again.status).toBe(422);
  });
});
