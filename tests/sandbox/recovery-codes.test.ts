/**
 * Issue 33 part 3: recovery codes. Enabling two-step verification returns 10 one-time codes (stored only as
 * hashes); each signs in once in place of a TOTP code, under the same wrong-code limits; regenerating replaces
 * them; the profile reads how many are left; turning MFA off forgets them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { currentCode } from '../../sandbox/totp.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Step {
  id: string;
  challenge: string;
  mfa_status: string;
}
interface Session {
  tokens: { access: { token: string } };
  recoveryCodes?: string[];
}

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

async function loginStep(email = DEMO_EMAIL.setup): Promise<Step> {
  const r = await t.call<Step>('POST', '/v1/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(r.status).toBe(200);
  return r.data;
}

/** setup@demo.test turns MFA on at its sign-in: the secret, the session and the codes that reply showed. */
async function enableMfa(): Promise<{ secret: string; token: string; codes: string[] }> {
  const step = await loginStep();
  const set = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', {
    body: { id: step.id, challenge: step.challenge },
  });
  const verified = await t.call<Session>('POST', '/v1/auth/mfa/verify-otp', {
    body: { id: step.id, challenge: step.challenge, otp: currentCode(set.data.secret, t.now()) },
  });
  expect(verified.status).toBe(200);
  // TOTP codes are single use: later steps need the next time step's
  t.advance(30_000);
  return {
    secret: set.data.secret,
    token: verified.data.tokens.access.token,
    codes: verified.data.recoveryCodes!,
  };
}

const recover = (step: Step, code: string) =>
  t.call<Session | string>('POST', '/v1/auth/mfa/recovery', {
    body: { id: step.id, challenge: step.challenge, code },
  });
const remaining = async (token: string) =>
  (await t.call<{ remaining: number }>('GET', '/v1/auth/mfa/recovery-codes', { token })).data.remaining;

describe('recovery codes at enabling', () => {
  it('returns 10 distinct codes once, and stores only their hashes', async () => {
    const { codes, token } = await enableMfa();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const dump = JSON.stringify(t.sandbox.db.prepare('SELECT * FROM recovery_codes').all());
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
    expect(await remaining(token)).toBe(10);
  });

  it('a sign-in with MFA already on returns no codes', async () => {
    const { secret } = await enableMfa();
    const step = await loginStep();
    const again = await t.call<Session>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.id, challenge: step.challenge, otp: currentCode(secret, t.now()) },
    });
    expect(again.status).toBe(200);
    expect(again.data.recoveryCodes).toBeUndefined();
  });

  it('the profile path (enroll, set, verify-otp) returns codes too', async () => {
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const step = await t.call<Step>('POST', '/v1/auth/mfa/enroll', {
      token: access,
      body: { password: DEMO_PASSWORD },
    });
    const set = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', {
      body: { id: step.data.id, challenge: step.data.challenge },
    });
    const verified = await t.call<Session>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp: currentCode(set.data.secret, t.now()) },
    });
    expect(verified.data.recoveryCodes).toHaveLength(10);
  });
});

describe('POST /v1/auth/mfa/recovery', () => {
  it('a code signs in once (typed without its dash, in capitals) and fails the second time', async () => {
    const { codes } = await enableMfa();
    const first = await recover(await loginStep(), ` ${codes[0]!.replace('-', ' ').toUpperCase()} `);
    expect(first.status).toBe(200);
    const token = (first.data as Session).tokens.access.token;
    expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(200);
    expect(await remaining(token)).toBe(9);

    const second = await recover(await loginStep(), codes[0]!);
    expect([second.status, second.data]).toEqual([400, 'Invalid recovery code']);
    // another code still works
    expect((await recover(await loginStep(), codes[1]!)).status).toBe(200);
  });

  it('records the use in the audit log, never the code', async () => {
    const { codes } = await enableMfa();
    await recover(await loginStep(), codes[3]!);
    const rows = t.sandbox.db
      .prepare(`SELECT * FROM audit_entries WHERE kind = 'recoveryCodeUsed'`)
      .all() as { changes: string }[];
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes)).toEqual([{ field: 'recoveryCodesLeft', before: '10', after: '9' }]);
    expect(JSON.stringify(t.sandbox.db.prepare('SELECT * FROM audit_entries').all())).not.toContain(codes[3]);
  });

  it('wrong codes count like wrong TOTP codes: the 5th voids the step', async () => {
    await enableMfa();
    const step = await loginStep();
    for (let i = 0; i < 4; i++) expect((await recover(step, 'aaaaa-aaaaa')).status).toBe(400);
    const fifth = await recover(step, 'aaaaa-aaaaa');
    expect([fifth.status, fifth.data]).toEqual([401, 'Too many incorrect codes. Please sign in again.']);
  });

  it('wrong recovery codes and wrong TOTP codes share the account limit (429)', async () => {
    const { codes } = await enableMfa();
    for (let i = 0; i < 5; i++) {
      const step = await loginStep();
      for (let j = 0; j < 4; j++) await recover(step, 'aaaaa-aaaaa');
    }
    const locked = await recover(await loginStep(), codes[0]!);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBeTruthy();
  });

  it('needs the login’s challenge', async () => {
    const { codes } = await enableMfa();
    const step = await loginStep();
    const r = await recover({ ...step, challenge: 'x'.repeat(43) }, codes[0]!);
    expect(r.status).toBe(401);
  });
});

describe('regenerating and counting', () => {
  it('regenerating with a current code replaces every earlier code', async () => {
    const { codes, secret, token } = await enableMfa();
    await recover(await loginStep(), codes[0]!);
    expect(await remaining(token)).toBe(9);
    const fresh = await t.call<{ recoveryCodes: string[]; remaining: number }>(
      'POST',
      '/v1/auth/mfa/recovery-codes',
      { token, body: { otp: currentCode(secret, t.now()) } },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.data.recoveryCodes).toHaveLength(10);
    expect(fresh.data.recoveryCodes).not.toContain(codes[1]);
    expect(await remaining(token)).toBe(10);
    expect((await recover(await loginStep(), codes[1]!)).status).toBe(400);
    expect((await recover(await loginStep(), fresh.data.recoveryCodes[0]!)).status).toBe(200);
    const audit = t.sandbox.db
      .prepare(`SELECT changes FROM audit_entries WHERE kind = 'recoveryCodesRegenerated'`)
      .all() as { changes: string }[];
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.parse(audit[0]!.changes)).toEqual([{ field: 'recoveryCodesLeft', before: '9', after: '10' }]);
  });

  it('the password alone never regenerates them (the second factor itself must be proved); a wrong code is refused', async () => {
    const { codes, token } = await enableMfa();
    const wrongOtp = await t.call('POST', '/v1/auth/mfa/recovery-codes', { token, body: { otp: '000000' } });
    expect([wrongOtp.status, wrongOtp.data]).toEqual([400, 'Invalid one-time password']);
    const password = await t.call('POST', '/v1/auth/mfa/recovery-codes', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect([password.status, password.data]).toEqual([400, 'body.password is not allowed']);
    // nothing changed: the first code still signs in
    expect((await recover(await loginStep(), codes[0]!)).status).toBe(200);
  });

  it('regenerating needs MFA on (409)', async () => {
    const { access } = await t.login(DEMO_EMAIL.merchant);
    const r = await t.call('POST', '/v1/auth/mfa/recovery-codes', { token: access, body: { otp: '123456' } });
    expect([r.status, r.data]).toEqual([409, 'MFA is not enabled for this account']);
  });

  it('turning MFA off forgets the codes: none left, and none signs in after MFA is on again', async () => {
    const { codes, secret, token } = await enableMfa();
    const off = await t.call('POST', '/v1/auth/mfa/disable', {
      token,
      body: { otp: currentCode(secret, t.now()) },
    });
    expect(off.status).toBe(200);
    expect(await remaining(token)).toBe(0);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM recovery_codes').get()).toEqual({ n: 0 });
    t.advance(30_000);
    // on again from the profile: a new set, and the old codes are not among the usable ones
    const again = await enableMfaFromProfile(token);
    expect(again).toHaveLength(10);
    expect((await recover(await loginStep(), codes[0]!)).status).toBe(400);
  });
});

async function enableMfaFromProfile(token: string): Promise<string[]> {
  const step = await t.call<Step>('POST', '/v1/auth/mfa/enroll', {
    token,
    body: { password: DEMO_PASSWORD },
  });
  const set = await t.call<{ secret: string }>('POST', '/v1/auth/mfa/set', {
    body: { id: step.data.id, challenge: step.data.challenge },
  });
  const verified = await t.call<Session>('POST', '/v1/auth/mfa/verify-otp', {
    body: { id: step.data.id, challenge: step.data.challenge, otp: currentCode(set.data.secret, t.now()) },
  });
  return verified.data.recoveryCodes!;
}
