/**
 * Issue 7 item 11: a used reset link voids the user's other reset links, and a reset or a password change ends
 * every other sign-in of that user (access and refresh tokens alike).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

/** Asks for a reset link and returns its token (the newest email to that address). */
async function resetToken(email: string): Promise<string> {
  await t.call('POST', '/v1/auth/forgot-password', { body: { email } });
  const outbox = await t.call<{ link: string }[]>('GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const newest = outbox.data[0]!.link; // newest first
  return new URL(newest, 'http://x').searchParams.get('token')!;
}

const reset = (token: string, password: string) =>
  t.call('POST', `/v1/auth/reset-password?token=${token}`, { body: { password } });
const profileStatus = async (access: string) =>
  (await t.call('GET', '/v1/user/profile', { token: access })).status;
const refreshStatus = async (refreshToken: string) =>
  (await t.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken } })).status;

describe('password reset', () => {
  it('using one reset link voids the older and newer ones', async () => {
    const older = await resetToken(DEMO_EMAIL.owner);
    const newer = await resetToken(DEMO_EMAIL.owner);
    const newest = await resetToken(DEMO_EMAIL.owner);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'brand-new-1')).status).toBe(200);
    const stale = await reset(older, 'attacker-pass-1');
    expect([stale.status, stale.data]).toEqual([400, 'Invalid or expired reset token']);
    expect((await reset(newest, 'attacker-pass-2')).status).toBe(400);
    await expect(t.login(DEMO_EMAIL.owner, 'brand-new-1')).resolves.toBeTruthy();
  });

  it('ends every sign-in of that user: access and refresh tokens stop working', async () => {
    const laptop = await t.login(DEMO_EMAIL.owner);
    const phone = await t.login(DEMO_EMAIL.owner);
    expect(await profileStatus(laptop.access)).toBe(200);
    expect((await reset(await resetToken(DEMO_EMAIL.owner), 'brand-new-1')).status).toBe(200);
    for (const session of [laptop, phone]) {
      expect(await profileStatus(session.access)).toBe(401);
      expect(await refreshStatus(session.refresh)).toBe(401);
    }
    const other = await t.login(DEMO_EMAIL.admin);
    expect(await profileStatus(other.access)).toBe(200);
  });

  it('an MFA step begun with the old password cannot be finished after the reset', async () => {
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.setup, password: DEMO_PASSWORD },
    });
    expect((await reset(await resetToken(DEMO_EMAIL.setup), 'brand-new-1')).status).toBe(200);
    const skip = await t.call('POST', '/v1/auth/mfa/skip', {
      body: { id: step.data.id, challenge: step.data.challenge },
    });
    expect(skip.status).toBe(401);
  });
});

describe('password change', () => {
  it('ends every other sign-in of that user and keeps the one that made the change', async () => {
    const here = await t.login(DEMO_EMAIL.developer);
    const elsewhere = await t.login(DEMO_EMAIL.developer);
    const changed = await t.call('PATCH', '/v1/auth/update-password', {
      token: here.access,
      body: { currentPassword: DEMO_PASSWORD, password: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(elsewhere.access)).toBe(401);
    expect(await refreshStatus(elsewhere.refresh)).toBe(401);
    expect(await profileStatus(here.access)).toBe(200);
    expect(await refreshStatus(here.refresh)).toBe(200);
  });

  it('voids outstanding reset links (they were asked for under the old password)', async () => {
    const token = await resetToken(DEMO_EMAIL.developer);
    const { access } = await t.login(DEMO_EMAIL.developer);
    await t.call('PATCH', '/v1/auth/update-password', {
      token: access,
      body: { currentPassword: DEMO_PASSWORD, password: 'another-pass-2' },
    });
    expect((await reset(token, 'attacker-pass-1')).status).toBe(400);
  });
});
