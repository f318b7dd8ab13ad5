import { decodeJwt, decodeProtectedHeader, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

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
    }>('POST', '/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD } });
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
      body: { email: DEMO_EMAIL.merchant, password: 'wrong-pass-1' },
    });
    const b = await t.call('POST', '/v1/auth/login', {
      body: { email: 'nobody@demo.test', password: 'wrong-pass-1' },
    });
    expect([a.status, a.code, a.data]).toEqual([401, 0, 'Incorrect email or password']);
    expect(b.data).toBe(a.data);
  });

  it('rejects a token signed by another key and an expired token', async () => {
    const { access } = await t.login();
    // the same claims and header, signed by a key the provider never published
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT(decodeJwt(access))
      .setProtectedHeader(decodeProtectedHeader(access) as { alg: string })
      .sign(privateKey);
    expect((await t.call('GET', '/v1/user/profile', { token: foreign })).status).toBe(401);
    expect((await t.call('GET', '/v1/user/profile', { token: access })).status).toBe(200);
    t.advance(16 * 60_000);
    const expired = await t.call('GET', '/v1/user/profile', { token: access });
    expect([expired.status, expired.data]).toEqual([401, 'Please authenticate']);
  });
});

describe('MFA', () => {
  it('verifies a computed TOTP code once and rejects its replay', async () => {
    const step = await t.call<{ id: string; challenge: string; mfa_status: string; tokens?: unknown }>(
      'POST',
      '/v1/auth/login',
      {
        body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
      },
    );
    expect(step.data.mfa_status).toBe('enabled');
    expect(step.data.tokens).toBeUndefined();
    const otp = currentCode(DEMO_TOTP_SECRET, t.now());
    const ok = await t.call<{ user: { mfa_status: string }; tokens: unknown }>(
      'POST',
      '/v1/auth/mfa/verify-otp',
      { body: { id: step.data.id, challenge: step.data.challenge, otp } },
    );
    expect(ok.status).toBe(200);
    expect(ok.data.user.mfa_status).toBe('enabled');
    const next = await t.call<{ challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const replay = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: next.data.challenge, otp },
    });
    expect([replay.status, replay.data]).toEqual([400, 'Invalid one-time password']);
  });

  it('refuses mfa calls for an id without a pending login and refuses skipping an enabled factor', async () => {
    const users = t.sandbox.db.prepare(`SELECT _id FROM users WHERE email = ?`).get(DEMO_EMAIL.owner) as {
      _id: string;
    };
    const noStep = { id: users._id, challenge: 'C'.repeat(43) };
    expect((await t.call('POST', '/v1/auth/mfa/set', { body: noStep })).status).toBe(401);
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const body = { id: step.data.id, challenge: step.data.challenge };
    expect((await t.call('POST', '/v1/auth/mfa/skip', { body })).status).toBe(403);
    expect((await t.call('POST', '/v1/auth/mfa/set', { body })).status).toBe(403);
  });

  it('sets up MFA for a not-initiated user: set, then verify enables it', async () => {
    const step = await t.call<{ id: string; challenge: string; mfa_status: string }>(
      'POST',
      '/v1/auth/login',
      { body: { email: DEMO_EMAIL.setup, password: DEMO_PASSWORD } },
    );
    expect(step.data.mfa_status).toBe('not-initiated');
    const stepBody = { id: step.data.id, challenge: step.data.challenge };
    const setup = await t.call<{ secret: string; otpauthUrl: string }>('POST', '/v1/auth/mfa/set', {
      body: stepBody,
    });
    expect(setup.data.otpauthUrl).toContain('otpauth://totp/');
    const bad = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...stepBody, otp: '000000' } });
    expect(bad.status).toBe(400);
    const done = await t.call<{ user: { mfa_status: string } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { ...stepBody, otp: currentCode(setup.data.secret, t.now()) },
    });
    expect(done.status).toBe(200);
    expect(done.data.user.mfa_status).toBe('enabled');
  });
});

describe('refresh tokens', () => {
  it('rotates: the old refresh token is rejected, and its reuse revokes the whole family', async () => {
    const { refresh } = await t.login(DEMO_EMAIL.viewer);
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
    const { access, refresh } = await t.login(DEMO_EMAIL.admin);
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
      body: { email: DEMO_EMAIL.owner },
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
    await expect(t.login(DEMO_EMAIL.owner, 'brand-new-1')).resolves.toBeTruthy();
  });

  it('changes the password only with the current one', async () => {
    const { access } = await t.login(DEMO_EMAIL.developer);
    const wrong = await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: 'nope-nope-1', password: 'another-pass-2' },
    });
    expect([wrong.status, wrong.data]).toEqual([400, 'Current password is incorrect']);
    const ok = await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: DEMO_PASSWORD, password: 'another-pass-2' },
    });
    expect(ok.status).toBe(200);
    await expect(t.login(DEMO_EMAIL.developer, 'another-pass-2')).resolves.toBeTruthy();
  });
});
