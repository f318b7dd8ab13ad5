/**
 * Issue 10: MFA from the profile. Turning it off takes a current code, under the same guessing limits as the
 * sign-in's second factor; turning it on confirms the password and opens the sign-in's own setup step.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const rightCode = () => currentCode(DEMO_TOTP_SECRET, t.now());
const wrongCode = () => {
  const right = rightCode();
  return right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
};

/** mfa@demo.test signed in through its second factor, then moved past that code's time step. */
async function mfaUserToken(): Promise<string> {
  const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
    body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
  });
  const session = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
    body: { id: step.data.id, challenge: step.data.challenge, otp: rightCode() },
  });
  expect(session.status).toBe(200);
  // codes are single use: the next test step needs the next one
  t.advance(30_000);
  return session.data.tokens.access.token;
}

const disable = (token: string, otp: string) =>
  t.call<{ mfa_status: string } | string>('POST', '/v1/auth/mfa/disable', { token, body: { otp } });

describe('POST /v1/auth/mfa/disable', () => {
  it('turns MFA off with a current code; the next login completes without a code', async () => {
    const token = await mfaUserToken();
    const r = await disable(token, rightCode());
    expect(r.status).toBe(200);
    expect((r.data as { mfa_status: string }).mfa_status).toBe('disabled');
    const login = await t.call<{ tokens?: unknown }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    expect(login.data.tokens).toBeDefined();
  });

  it('refuses a wrong or replayed code and keeps MFA on', async () => {
    const token = await mfaUserToken();
    expect([(await disable(token, wrongCode())).status]).toEqual([400]);
    const wrong = await disable(token, wrongCode());
    expect(wrong.data).toBe('Invalid one-time password');
    const code = rightCode();
    const profile = await t.call<{ mfa_status: string }>('GET', '/v1/user/profile', { token });
    expect(profile.data.mfa_status).toBe('enabled');
    // a code used for a sign-in cannot be used again to turn MFA off
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const signIn = await t.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp: code },
    });
    expect(signIn.status).toBe(200);
    expect((await disable(token, code)).status).toBe(400);
  });

  it('counts wrong codes toward the account limit: 429 with Retry-After, even for the right code', async () => {
    const token = await mfaUserToken();
    for (let i = 0; i < 20; i++) await disable(token, wrongCode());
    const locked = await disable(token, rightCode());
    expect(locked.status).toBe(429);
    expect(locked.data).toBe('Too many incorrect codes for this account. Try again in 15 minutes.');
    expect(locked.headers.get('Retry-After')).toBe('900');
    t.advance(15 * 60_000);
    // the access token has expired meanwhile: a new sign-in, then the next code
    expect((await disable(await mfaUserToken(), rightCode())).status).toBe(200);
  });

  it('409 when MFA is not on, 401 without a session', async () => {
    const { access } = await t.login();
    const r = await disable(access, '123456');
    expect([r.status, r.data]).toEqual([409, 'MFA is not enabled for this account']);
    expect((await t.call('POST', '/v1/auth/mfa/disable', { body: { otp: '123456' } })).status).toBe(401);
  });
});

describe('POST /v1/auth/mfa/enroll', () => {
  it('with the password, opens the setup step; set and verify-otp turn MFA on', async () => {
    const { access } = await t.login();
    const step = await t.call<{ id: string; challenge: string; mfa_status: string }>(
      'POST',
      '/v1/auth/mfa/enroll',
      { token: access, body: { password: DEMO_PASSWORD } },
    );
    expect(step.status).toBe(200);
    expect(step.data.mfa_status).toBe('disabled');
    const setup = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', {
      body: { id: step.data.id, challenge: step.data.challenge },
    });
    const otp = currentCode(setup.data.secret, t.now());
    const done = await t.call<{ user: { mfa_status: string } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp },
    });
    expect(done.data.user.mfa_status).toBe('enabled');
  });

  it('refuses a wrong password (counted) and a user whose MFA is already on', async () => {
    const { access } = await t.login();
    const wrong = await t.call('POST', '/v1/auth/mfa/enroll', {
      token: access,
      body: { password: 'Wrong-pass-1' },
    });
    expect([wrong.status, wrong.data]).toEqual([400, 'Current password is incorrect']);
    const token = await mfaUserToken();
    const on = await t.call('POST', '/v1/auth/mfa/enroll', { token, body: { password: DEMO_PASSWORD } });
    expect([on.status, on.data]).toEqual([409, 'MFA is already enabled for this account']);
  });
});

describe('the sign-in that set MFA up from the profile', () => {
  it('ends when the setup step completes: its session is replaced by the one the step returns', async () => {
    const { access, refresh } = await t.login();
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/mfa/enroll', {
      token: access,
      body: { password: DEMO_PASSWORD },
    });
    const body = { id: step.data.id, challenge: step.data.challenge };
    const setup = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', { body });
    // until the step completes, the sign-in works on
    expect((await t.call('GET', '/v1/user/profile', { token: access })).status).toBe(200);
    const done = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { ...body, otp: currentCode(setup.data.secret, t.now()) },
    });
    expect(done.status).toBe(200);
    expect((await t.call('GET', '/v1/user/profile', { token: access })).status).toBe(401);
    const renewed = await t.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: refresh } });
    expect(renewed.status).toBe(401);
    const fresh = await t.call('GET', '/v1/user/profile', { token: done.data.tokens.access.token });
    expect(fresh.status).toBe(200);
  });
});
