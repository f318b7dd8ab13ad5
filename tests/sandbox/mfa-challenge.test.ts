/**
 * Issue 7 item 1: the MFA step belongs to the login that started it. Knowing a user id (co-members see them,
 * seeded ids are the same on every install) must not let anyone skip, set up or answer that user's MFA step.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { idTokenFor, registrationToken } from './oidc-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

const EXPIRED = [401, 'Your sign-in session has expired, please log in again'];

interface Step {
  id: string;
  challenge: string;
  mfa_status: string;
}

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

async function passwordStep(email: string): Promise<Step> {
  const r = await t.call<Step>('POST', '/v1/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(r.status).toBe(200);
  return r.data;
}

describe('the MFA step is bound to the login that created it', () => {
  it('the login reply carries an opaque challenge, stored only as a hash', async () => {
    const step = await passwordStep(DEMO_EMAIL.setup);
    expect(step.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(step.challenge).not.toContain(step.id);
    const dump = JSON.stringify(t.sandbox.db.prepare('SELECT * FROM login_challenges').all());
    expect(dump).toContain(step.id);
    expect(dump).not.toContain(step.challenge);
  });

  it('refuses skip, set and verify-otp by id alone while the real user is at the MFA step', async () => {
    const step = await passwordStep(DEMO_EMAIL.setup);
    const bareSkip = await t.call('POST', '/v1/auth/mfa/skip', { body: { id: step.id } });
    expect(bareSkip.status).toBe(400);
    expect(bareSkip.data).toMatch(/challenge/);
    const forged = 'A'.repeat(43);
    for (const [path, extra] of [
      ['/v1/auth/mfa/skip', {}],
      ['/v1/auth/mfa/set', {}],
      ['/v1/auth/mfa/verify-otp', { otp: '123456' }],
    ] as const) {
      const r = await t.call('POST', path, { body: { id: step.id, challenge: forged, ...extra } });
      expect([r.status, r.data], path).toEqual(EXPIRED);
    }
    // nothing changed for the real user, whose own challenge still works
    const own = await t.call<{ user: { mfa_status: string } }>('POST', '/v1/auth/mfa/skip', {
      body: { id: step.id, challenge: step.challenge },
    });
    expect([own.status, own.data.user.mfa_status]).toEqual([200, 'skipped']);
  });

  it("one user's challenge does not open another user's step", async () => {
    const mine = await passwordStep(DEMO_EMAIL.setup);
    const victim = await passwordStep(DEMO_EMAIL.mfa);
    const r = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: victim.id, challenge: mine.challenge, otp: currentCode(DEMO_TOTP_SECRET, t.now()) },
    });
    expect([r.status, r.data]).toEqual(EXPIRED);
  });

  it('the challenge is single-use: the session it gave cannot be fetched again with it', async () => {
    const step = await passwordStep(DEMO_EMAIL.mfa);
    const otp = currentCode(DEMO_TOTP_SECRET, t.now());
    const first = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.id, challenge: step.challenge, otp },
    });
    expect(first.status).toBe(200);
    t.advance(30_000);
    const again = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.id, challenge: step.challenge, otp: currentCode(DEMO_TOTP_SECRET, t.now()) },
    });
    expect([again.status, again.data]).toEqual(EXPIRED);
  });

  it('the challenge lives 10 minutes', async () => {
    const step = await passwordStep(DEMO_EMAIL.setup);
    t.advance(10 * 60_000 + 1000);
    const r = await t.call('POST', '/v1/auth/mfa/set', { body: { id: step.id, challenge: step.challenge } });
    expect([r.status, r.data]).toEqual(EXPIRED);
  });

  it('a signed-in bearer token does not stand in for the challenge', async () => {
    const step = await passwordStep(DEMO_EMAIL.setup);
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const r = await t.call('POST', '/v1/auth/mfa/set', {
      token: access,
      body: { id: step.id, challenge: 'B'.repeat(43) },
    });
    expect([r.status, r.data]).toEqual(EXPIRED);
  });

  it('set-up keeps the same challenge: set, then verify with it enables MFA', async () => {
    const step = await passwordStep(DEMO_EMAIL.setup);
    const setup = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', {
      body: { id: step.id, challenge: step.challenge },
    });
    expect(setup.status).toBe(200);
    const done = await t.call<{ user: { mfa_status: string } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.id, challenge: step.challenge, otp: currentCode(setup.data.secret, t.now()) },
    });
    expect([done.status, done.data.user.mfa_status]).toEqual([200, 'enabled']);
  });

  it('the external identity login hands out a challenge too', async () => {
    const fetch = (request: Request) => t.sandbox.app.fetch(request);
    const token = registrationToken(
      { email: 'ada@idp.example', name: 'Ada', organizationName: "Ada's organization" },
      24 * 3600,
      t.now().getTime(),
    );
    const created = await t.call('POST', '/v1/auth/oidc/register', {
      body: { idToken: await idTokenFor(fetch, 'idp-ada'), registrationToken: token },
    });
    expect(created.status).toBe(201);
    const step = await t.call<Step>('POST', '/v1/auth/oidc/login', {
      body: { idToken: await idTokenFor(fetch, 'idp-ada') },
    });
    expect(step.data.mfa_status).toBe('not-initiated');
    expect(step.data.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const bare = await t.call('POST', '/v1/auth/mfa/skip', { body: { id: step.data.id } });
    expect(bare.status).toBe(400);
    const skip = await t.call('POST', '/v1/auth/mfa/skip', {
      body: { id: step.data.id, challenge: step.data.challenge },
    });
    expect(skip.status).toBe(200);
  });
});
