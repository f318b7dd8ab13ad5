import { importSPKI, jwtVerify } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

let t: CoreTestbed;
beforeAll(async () => {
  t = await coreTestbed();
});

describe('login', () => {
  it('issues an RS256 access token that verifies with the published public key', async () => {
    const r = await t.call<{
      mfa_status: string;
      user: { email: string; organizationId: string };
      tokens: { access: { token: string; expires: string } };
    }>('POST', '/v1/auth/login', { body: { email: 'merchant@demo.test', password: 'Demo-pass-1' } });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data.mfa_status).toBe('disabled');
    const key = await importSPKI(Buffer.from(t.sandbox.publicKeyBase64, 'base64').toString(), 'RS256');
    const { payload, protectedHeader } = await jwtVerify(r.data.tokens.access.token, key, {
      algorithms: ['RS256'],
      currentDate: t.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      type: 'access',
      organizationId: r.data.user.organizationId,
      defaultEnv: 'test',
      isAccepted: true,
      mfa_status: 'disabled',
      role: 'user',
    });
    expect(payload.permissions).toContain('Payment Configuration');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
  });

  it('rejects a wrong password and an unknown email with the same message', async () => {
    const a = await t.call('POST', '/v1/auth/login', {
      body: { email: 'merchant@demo.test', password: 'wrong-pass-1' },
    });
    const b = await t.call('POST', '/v1/auth/login', {
      body: { email: 'nobody@demo.test', password: 'wrong-pass-1' },
    });
    expect([a.status, a.code, a.data]).toEqual([401, 0, 'Incorrect email or password']);
    expect(b.data).toBe(a.data);
  });

  it('rejects a token signed by another key and an expired token', async () => {
    const other = await coreTestbed();
    const foreign = await other.login();
    other.sandbox.close();
    expect((await t.call('GET', '/v1/user/profile', { token: foreign.access })).status).toBe(401);
    const { access } = await t.login();
    t.advance(16 * 60_000);
    const expired = await t.call('GET', '/v1/user/profile', { token: access });
    expect([expired.status, expired.data]).toEqual([401, 'Please authenticate']);
  });
});

describe('MFA', () => {
  // each test signs in from fresh seed data: skipping or enabling MFA changes the next login
  let m: CoreTestbed;
  beforeEach(async () => {
    m = await coreTestbed();
  });
  type Step = { id: string; challenge: string; mfa_status: string; tokens?: unknown };
  const loginStep = async (email: string) =>
    (await m.call<Step>('POST', '/v1/auth/login', { body: { email, password: 'Demo-pass-1' } })).data;
  const userId = (email: string) =>
    (m.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(email) as { _id: string })._id;

  it('verifies a computed TOTP code once and rejects its replay', async () => {
    const step = await loginStep('mfa@demo.test');
    expect(step.mfa_status).toBe('enabled');
    expect(step.tokens).toBeUndefined();
    const otp = currentCode(DEMO_TOTP_SECRET, m.now());
    const ok = await m.call<{ user: { mfa_status: string }; tokens: unknown }>(
      'POST',
      '/v1/auth/mfa/verify-otp',
      { body: { id: step.id, challenge: step.challenge, otp } },
    );
    expect(ok.status).toBe(200);
    expect(ok.data.user.mfa_status).toBe('enabled');
    const again = await loginStep('mfa@demo.test');
    const replay = await m.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: again.id, challenge: again.challenge, otp },
    });
    expect([replay.status, replay.data]).toEqual([400, 'Invalid one-time password']);
  });

  it('takes the step only with the challenge of that login: an id alone, or while a login is pending, is refused', async () => {
    const id = userId('setup@demo.test');
    const forged = { id, challenge: 'A'.repeat(43) };
    expect((await m.call('POST', '/v1/auth/mfa/set', { body: forged })).status).toBe(401);
    // someone else signs in meanwhile: the id is now in a pending step, still useless without its challenge
    const step = await loginStep('setup@demo.test');
    for (const path of ['/v1/auth/mfa/skip', '/v1/auth/mfa/set'])
      expect((await m.call('POST', path, { body: forged })).status, path).toBe(401);
    const otp = await m.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...forged, otp: '123456' } });
    expect(otp.status).toBe(401);
    // the id-only body of before is refused by the contract
    expect((await m.call('POST', '/v1/auth/mfa/skip', { body: { id } })).status).toBe(400);
    // another user's challenge does not open this user's step
    const other = await loginStep('mfa@demo.test');
    const crossed = await m.call('POST', '/v1/auth/mfa/skip', { body: { id, challenge: other.challenge } });
    expect(crossed.status).toBe(401);
    expect(
      (await m.call('POST', '/v1/auth/mfa/skip', { body: { id, challenge: step.challenge } })).status,
    ).toBe(200);
  });

  it('spends the challenge once, and a newer login voids the older step', async () => {
    const first = await loginStep('setup@demo.test');
    const second = await loginStep('setup@demo.test');
    const stale = await m.call('POST', '/v1/auth/mfa/skip', {
      body: { id: first.id, challenge: first.challenge },
    });
    expect(stale.status).toBe(401);
    const body = { id: second.id, challenge: second.challenge };
    expect((await m.call('POST', '/v1/auth/mfa/skip', { body })).status).toBe(200);
    expect((await m.call('POST', '/v1/auth/mfa/skip', { body })).status).toBe(401);
  });

  it('voids the step after 5 wrong codes: the right code then needs a new login', async () => {
    const step = await loginStep('mfa@demo.test');
    const body = (otp: string) => ({ body: { id: step.id, challenge: step.challenge, otp } });
    for (let wrong = 1; wrong < 5; wrong++)
      expect((await m.call('POST', '/v1/auth/mfa/verify-otp', body('000000'))).status).toBe(400);
    const fifth = await m.call('POST', '/v1/auth/mfa/verify-otp', body('000000'));
    expect([fifth.status, fifth.data]).toEqual([401, 'Too many incorrect codes: please log in again']);
    const right = await m.call(
      'POST',
      '/v1/auth/mfa/verify-otp',
      body(currentCode(DEMO_TOTP_SECRET, m.now())),
    );
    expect(right.status).toBe(401);
  });

  it('refuses skipping or replacing an enabled factor', async () => {
    const step = await loginStep('mfa@demo.test');
    const body = { id: step.id, challenge: step.challenge };
    expect((await m.call('POST', '/v1/auth/mfa/skip', { body })).status).toBe(403);
    expect((await m.call('POST', '/v1/auth/mfa/set', { body })).status).toBe(403);
  });

  it('sets up MFA for a not-initiated user: set, then verify enables it', async () => {
    const step = await loginStep('setup@demo.test');
    expect(step.mfa_status).toBe('not-initiated');
    const ids = { id: step.id, challenge: step.challenge };
    const setup = await m.call<{ secret: string; otpauthUrl: string }>('POST', '/v1/auth/mfa/set', {
      body: ids,
    });
    expect(setup.data.otpauthUrl).toContain('otpauth://totp/');
    const bad = await m.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...ids, otp: '000000' } });
    expect(bad.status).toBe(400);
    const done = await m.call<{ user: { mfa_status: string } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { ...ids, otp: currentCode(setup.data.secret, m.now()) },
    });
    expect(done.status).toBe(200);
    expect(done.data.user.mfa_status).toBe('enabled');
  });
});

describe('refresh tokens', () => {
  it('rotates: the old refresh token is rejected, and its reuse revokes the whole family', async () => {
    const { refresh } = await t.login('viewer@demo.test');
    const r1 = await t.call<{ refresh: { token: string }; access: { token: string } }>(
      'POST',
      '/v1/auth/refresh-tokens',
      { body: { refreshToken: refresh } },
    );
    expect(r1.status).toBe(200);
    const again = await t.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: refresh } });
    expect([again.status, again.data]).toEqual([401, 'Please authenticate']);
    // the rotated-in token died with the family
    expect(
      (await t.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: r1.data.refresh.token } }))
        .status,
    ).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const { access, refresh } = await t.login('admin@demo.test');
    const out = await t.call('POST', '/v1/auth/logout', { token: access, body: { refreshToken: refresh } });
    expect(out.status).toBe(200);
    expect(
      (await t.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: refresh } })).status,
    ).toBe(401);
  });
});

describe('register and passwords', () => {
  it('registers an owner of a new organization, rejects duplicates and weak passwords', async () => {
    const r = await t.call<{ user: { mfa_status: string; organizationId: string } }>(
      'POST',
      '/v1/auth/register',
      {
        body: { name: 'Nia New', email: 'nia@demo.test', password: 'secret-pass-9' },
      },
    );
    expect(r.status).toBe(201);
    expect(r.data.user.mfa_status).toBe('not-initiated');
    const org = t.sandbox.db
      .prepare('SELECT name FROM organizations WHERE _id = ?')
      .get(r.data.user.organizationId) as { name: string };
    expect(org.name).toBe("Nia New's organization");
    const dup = await t.call('POST', '/v1/auth/register', {
      body: { name: 'Nia', email: 'NIA@demo.test', password: 'secret-pass-9' },
    });
    expect([dup.status, dup.data]).toEqual([409, 'Email already taken']);
    const weak = await t.call<string>('POST', '/v1/auth/register', {
      body: { name: 'W', email: 'w@demo.test', password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.data).toMatch(/at least 8 characters/);
  });

  it('resets a password through the emailed link, once', async () => {
    const same = await t.call<{ message: string }>('POST', '/v1/auth/forgot-password', {
      body: { email: 'nobody@demo.test' },
    });
    const real = await t.call<{ message: string }>('POST', '/v1/auth/forgot-password', {
      body: { email: 'owner@demo.test' },
    });
    expect(real.data.message).toBe(same.data.message);
    const outbox = await t.call<{ to: string; link: string }[]>(
      'GET',
      '/__sandbox/outbox?to=owner@demo.test',
    );
    const token = new URL(outbox.data[0]!.link, 'http://x').searchParams.get('token')!;
    const reset = await t.call('POST', `/v1/auth/reset-password?token=${token}`, {
      body: { password: 'brand-new-1' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.call('POST', `/v1/auth/reset-password?token=${token}`, { body: { password: 'brand-new-2' } }))
        .status,
    ).toBe(400);
    await expect(t.login('owner@demo.test', 'brand-new-1')).resolves.toBeTruthy();
  });

  it('changes the password only with the current one', async () => {
    const { access } = await t.login('developer@demo.test');
    const wrong = await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: 'nope-nope-1', password: 'another-pass-2' },
    });
    expect([wrong.status, wrong.data]).toEqual([400, 'Current password is incorrect']);
    const ok = await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: 'Demo-pass-1', password: 'another-pass-2' },
    });
    expect(ok.status).toBe(200);
    await expect(t.login('developer@demo.test', 'another-pass-2')).resolves.toBeTruthy();
  });
});
