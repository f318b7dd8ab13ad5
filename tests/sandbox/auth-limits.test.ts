/**
 * Issue 7 item 5: guessing limits. At most 5 wrong codes per MFA challenge; per account at most 20 failed second
 * factors and 20 failed passwords per 15 minutes, then 429 with Retry-After — and only for 15 minutes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

const WINDOW_MS = 15 * 60_000;

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

async function mfaStep() {
  const r = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
    body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
  });
  return { id: r.data.id, challenge: r.data.challenge };
}

/** A code that is certainly wrong now (the right one with its last digit changed). */
const wrongCode = () => {
  const right = currentCode(DEMO_TOTP_SECRET, t.now());
  return right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
};
const rightCode = () => currentCode(DEMO_TOTP_SECRET, t.now());

const login = (email: string, password: string) =>
  t.call('POST', '/v1/auth/login', { body: { email, password } });

describe('TOTP guessing', () => {
  it('five wrong codes void the challenge: the right code no longer works with it, a new login does', async () => {
    const step = await mfaStep();
    for (let i = 1; i <= 4; i++) {
      const r = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...step, otp: wrongCode() } });
      expect([r.status, r.data], `wrong code ${i}`).toEqual([400, 'Invalid one-time password']);
    }
    const fifth = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...step, otp: wrongCode() } });
    expect([fifth.status, fifth.data]).toEqual([401, 'Too many incorrect codes. Please sign in again.']);
    const right = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...step, otp: rightCode() } });
    expect(right.status).toBe(401);
    const again = await mfaStep();
    const ok = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...again, otp: rightCode() } });
    expect(ok.status).toBe(200);
  });

  it('twenty failed codes in 15 minutes lock the second factor with 429 and Retry-After, then it works again', async () => {
    for (let i = 0; i < 4; i++) {
      const step = await mfaStep();
      for (let j = 0; j < 5; j++)
        await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...step, otp: wrongCode() } });
    }
    const step = await mfaStep();
    const locked = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...step, otp: rightCode() } });
    expect(locked.status).toBe(429);
    expect(locked.data).toBe('Too many incorrect codes for this account. Try again in 15 minutes.');
    expect(locked.headers.get('Retry-After')).toBe('900');
    t.advance(WINDOW_MS);
    const later = await mfaStep();
    const ok = await t.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...later, otp: rightCode() } });
    expect(ok.status).toBe(200);
  });
});

describe('password guessing', () => {
  it('twenty wrong passwords lock that account (even the right password) for 15 minutes, not others', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await login(DEMO_EMAIL.merchant, `Guess-${i}-x`);
      expect(r.status, `guess ${i}`).toBe(401);
    }
    const locked = await login(DEMO_EMAIL.merchant, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.data).toBe('Too many failed sign-in attempts for this account. Try again in 15 minutes.');
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect((await login(DEMO_EMAIL.admin, DEMO_PASSWORD)).status).toBe(200);
    t.advance(5 * 60_000);
    const stillLocked = await login('MERCHANT@demo.test', DEMO_PASSWORD);
    expect([stillLocked.status, stillLocked.headers.get('Retry-After')]).toEqual([429, '600']);
    t.advance(10 * 60_000);
    expect((await login(DEMO_EMAIL.merchant, DEMO_PASSWORD)).status).toBe(200);
  });

  it('an unknown email answers exactly like a known one, lock included (no account enumeration)', async () => {
    for (let i = 0; i < 20; i++) await login('nobody@demo.test', `Guess-${i}-x`);
    const r = await login('nobody@demo.test', 'Guess-x-1');
    expect([r.status, r.data, r.headers.get('Retry-After')]).toEqual([
      429,
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
      '900',
    ]);
  });

  it('wrong current passwords on the password change count too', async () => {
    const { access } = await t.login(DEMO_EMAIL.developer);
    for (let i = 0; i < 20; i++) {
      const r = await t.call('PATCH', '/v1/auth/update-password', {
        token: access,
        body: { currentPassword: `Guess-${i}-x`, password: 'another-pass-2' },
      });
      expect(r.status).toBe(400);
    }
    const r = await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: DEMO_PASSWORD, password: 'another-pass-2' },
    });
    expect([r.status, r.headers.get('Retry-After')]).toEqual([429, '900']);
  });
});
