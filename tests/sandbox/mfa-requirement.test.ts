/**
 * Issue 33 part 3: an owner requires two-step verification of every member. Owner only; a member without it is
 * sent to the setup step at the next sign-in (told which organization requires it) and cannot skip it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Step {
  id?: string;
  challenge?: string;
  mfa_status: string;
  tokens?: unknown;
  requiredBy?: { _id: string; name: string } | null;
}

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const login = async (email: string) =>
  (await t.call<Step>('POST', '/v1/auth/login', { body: { email, password: DEMO_PASSWORD } })).data;

/** merchant@demo.test, owner of Maya's Coffee (its current organization), sets the requirement. */
async function setRequirement(requireMfa: boolean, token?: string) {
  const access = token ?? (await t.login(DEMO_EMAIL.merchant)).access;
  return t.call<{ requireMfa: boolean } | string>('PATCH', '/v1/org/update', {
    token: access,
    body: { requireMfa },
  });
}

/** admin@demo.test's token, its current organization switched to Maya's Coffee (where it is an admin). */
async function adminOfMayasCoffee(): Promise<string> {
  const { access } = await t.login(DEMO_EMAIL.admin);
  const orgs = await t.call<{ _id: string; name: string }[]>('GET', '/v1/org/member/organizations', {
    token: access,
  });
  const coffee = orgs.data.find((o) => o.name === "Maya's Coffee")!;
  await t.call('PATCH', `/v1/org/setDefault/organization/${coffee._id}`, { token: access });
  return access;
}

describe('requireMfa on the organization', () => {
  it('the owner turns it on and off; the organization says so; the audit log has before → after', async () => {
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const on = await setRequirement(true, access);
    expect(on.status).toBe(200);
    expect((on.data as { requireMfa: boolean }).requireMfa).toBe(true);
    const off = await setRequirement(false, access);
    expect((off.data as { requireMfa: boolean }).requireMfa).toBe(false);
    const changes = (
      t.sandbox.db
        .prepare(
          `SELECT changes FROM audit_entries WHERE kind = 'mfaRequirementChanged' ORDER BY created_at, rowid`,
        )
        .all() as { changes: string }[]
    ).map((row) => JSON.parse(row.changes) as unknown);
    expect(changes).toEqual([
      [{ field: 'requireMfa', before: 'not required', after: 'required' }],
      [{ field: 'requireMfa', before: 'required', after: 'not required' }],
    ]);
  });

  it('an admin may not change it (403 naming the role), and nothing else in the request changes', async () => {
    const access = await adminOfMayasCoffee();
    const r = await t.call<string>('PATCH', '/v1/org/update', {
      token: access,
      body: { name: 'Renamed', requireMfa: true },
    });
    expect([r.status, r.data]).toEqual([
      403,
      'Your role (admin) cannot change the two-step verification requirement',
    ]);
    const orgs = await t.call<{ name: string; requireMfa: boolean }[]>(
      'GET',
      '/v1/org/member/organizations',
      {
        token: access,
      },
    );
    expect(orgs.data.map((o) => o.name)).not.toContain('Renamed');
    expect(orgs.data.map((o) => o.requireMfa)).toEqual(orgs.data.map(() => false));
  });

  it('an admin may send the stored value back unchanged (the whole form)', async () => {
    const access = await adminOfMayasCoffee();
    const r = await t.call('PATCH', '/v1/org/update', { token: access, body: { requireMfa: false } });
    expect(r.status).toBe(200);
  });

  it('a viewer is refused by the organization’s own rule', async () => {
    const { access } = await t.login(DEMO_EMAIL.viewer);
    const r = await t.call('PATCH', '/v1/org/update', { token: access, body: { requireMfa: true } });
    expect([r.status, r.data]).toEqual([403, 'Your role (viewer) cannot edit the organization']);
  });
});

describe('a member of an organization requiring two-step verification', () => {
  it('without it is sent to the setup step at sign-in, told by whom, and cannot skip it', async () => {
    // admin@demo.test has skipped MFA: before the requirement, the password alone signs in
    expect((await login(DEMO_EMAIL.admin)).tokens).toBeDefined();
    await setRequirement(true);
    const step = await login(DEMO_EMAIL.admin);
    expect(step.tokens).toBeUndefined();
    expect(step.challenge).toBeDefined();
    expect(step.requiredBy?.name).toBe("Maya's Coffee");
    const skip = await t.call<string>('POST', '/v1/auth/mfa/skip', {
      body: { id: step.id, challenge: step.challenge },
    });
    expect([skip.status, skip.data]).toEqual([
      403,
      "Maya's Coffee requires two-step verification for every member: set it up to continue",
    ]);
    // setting it up signs in; the setup reply names the organization too
    const set = await t.call<{ secret: string; requiredBy: { name: string } | null }>(
      'POST',
      '/v1/auth/mfa/set',
      {
        body: { id: step.id, challenge: step.challenge },
      },
    );
    expect(set.data.requiredBy?.name).toBe("Maya's Coffee");
    const done = await t.call<{ recoveryCodes: string[] }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.id, challenge: step.challenge, otp: currentCode(set.data.secret, t.now()) },
    });
    expect(done.status).toBe(200);
    expect(done.data.recoveryCodes).toHaveLength(10);
  });

  it('with MFA already on signs in as before; members of other organizations are not affected', async () => {
    await setRequirement(true);
    const mfaUser = await login(DEMO_EMAIL.mfa);
    expect(mfaUser.mfa_status).toBe('enabled');
    expect(mfaUser.requiredBy).toBeUndefined();
    // owner@demo.test belongs to Nordic Gadgets only
    expect((await login(DEMO_EMAIL.owner)).tokens).toBeDefined();
  });

  it('the owner is a member too: asked at their own next sign-in', async () => {
    await setRequirement(true);
    const step = await login(DEMO_EMAIL.merchant);
    expect(step.tokens).toBeUndefined();
    expect(step.requiredBy?.name).toBeTruthy();
  });

  it('the setup step of a member nobody requires it of still offers skipping', async () => {
    const set = await login(DEMO_EMAIL.setup);
    const setup = await t.call<{ requiredBy: unknown }>('POST', '/v1/auth/mfa/set', {
      body: { id: set.id, challenge: set.challenge },
    });
    expect(setup.data.requiredBy).toBeNull();
    const skip = await t.call('POST', '/v1/auth/mfa/skip', {
      body: { id: set.id, challenge: set.challenge },
    });
    expect(skip.status).toBe(200);
  });
});

/**
 * Issue 46 point 3: the requirement reaches sessions already open. A token refresh of a member without two-step
 * verification, in an organization that requires it, answers the setup step a sign-in gives (`{id, challenge,
 * mfa_status, requiredBy}`, no tokens) and ends that sign-in.
 */
describe('a refresh of a member an organization now requires two-step verification of', () => {
  type Refreshed = Step & { access?: unknown; refresh?: unknown };
  const refresh = (refreshToken: string) =>
    t.call<Refreshed>('POST', '/v1/auth/refresh-tokens', { body: { refreshToken } });
  const profileStatus = async (access: string) =>
    (await t.call('GET', '/v1/user/profile', { token: access })).status;

  it('answers the setup step instead of tokens, ends the sign-in, and the step signs in again', async () => {
    const open = await t.login(DEMO_EMAIL.admin);
    await setRequirement(true);
    const step = await refresh(open.refresh);
    expect(step.status).toBe(200);
    expect(step.data.access).toBeUndefined();
    expect(step.data.refresh).toBeUndefined();
    expect(step.data).toMatchObject({
      id: open.userId,
      mfa_status: 'disabled',
      requiredBy: { name: "Maya's Coffee" },
    });
    expect(step.data.challenge).toEqual(expect.any(String));
    // the sign-in is over: its access token and its refresh token are refused from now on
    expect(await profileStatus(open.access)).toBe(401);
    expect((await refresh(open.refresh)).status).toBe(401);
    // skipping is refused, setting it up signs in
    const skip = await t.call('POST', '/v1/auth/mfa/skip', {
      body: { id: step.data.id, challenge: step.data.challenge },
    });
    expect(skip.status).toBe(403);
    const set = await t.call<{ secret: string; requiredBy: { name: string } | null }>(
      'POST',
      '/v1/auth/mfa/set',
      { body: { id: step.data.id, challenge: step.data.challenge } },
    );
    expect(set.data.requiredBy?.name).toBe("Maya's Coffee");
    const done = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp: currentCode(set.data.secret, t.now()) },
    });
    expect(done.status).toBe(200);
    expect(await profileStatus(done.data.tokens.access.token)).toBe(200);
  });

  it('refreshes as before for a member with two-step verification on, and for members of other organizations', async () => {
    const owner = await t.login(DEMO_EMAIL.owner);
    await setRequirement(true);
    const rotated = await refresh(owner.refresh);
    expect(rotated.status).toBe(200);
    expect(rotated.data.access).toBeDefined();
    expect(rotated.data.challenge).toBeUndefined();
  });

  it('a passkey sign-in counts as both factors at refresh as at sign-in', async () => {
    const { passkeyCeremonies } = await import('./passkey-helpers.ts');
    const { SoftAuthenticator } = await import('../support/soft-authenticator.ts');
    const pk = passkeyCeremonies(t);
    const authenticator = new SoftAuthenticator();
    const { access } = await t.login(DEMO_EMAIL.admin);
    expect((await pk.register(access, authenticator)).reply.status).toBe(201);
    const signedIn = (await pk.signIn(authenticator)).reply;
    expect(signedIn.status).toBe(200);
    const tokens = (signedIn.data as unknown as { tokens: { refresh: { token: string } } }).tokens;
    await setRequirement(true);
    const first = await refresh(tokens.refresh.token);
    expect(first.data.access).toBeDefined();
    // and it stays so across rotations
    const second = await refresh((first.data.refresh as { token: string }).token);
    expect(second.status).toBe(200);
    expect(second.data.access).toBeDefined();
  });
});
