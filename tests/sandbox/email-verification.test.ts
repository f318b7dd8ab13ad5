import { beforeEach, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/**
 * Security review item 3: an invitation goes to an email address, so only someone who proved they read that
 * address may take the role it grants. Registering the address is not proof; opening the emailed link is.
 */
let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

let counter = 0;

/** A freshly registered (so unverified) account, invited as developer to the merchant's organization. */
async function invitedNewcomer() {
  const email = `newcomer-${++counter}@demo.test`;
  const registered = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/register', {
    body: { name: 'New Comer', email, password: 'Fresh-pass-1' },
  });
  expect(registered.status).toBe(201);
  const owner = await t.login();
  const invited = await t.call<{ _id: string; organizationId: string }>('POST', '/v1/team/invite', {
    token: owner.access,
    body: { email, role: 'developer' },
  });
  expect(invited.status).toBe(201);
  return {
    email,
    access: registered.data.tokens.access.token,
    invitationId: invited.data._id,
    orgId: invited.data.organizationId,
  };
}

async function verificationToken(email: string): Promise<string> {
  const outbox = await t.call<{ subject: string; link: string }[]>(
    'GET',
    `/__sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const email_ = outbox.data.find((sent) => sent.link.startsWith('/verify-email?'));
  expect(email_, 'a verification email was sent').toBeDefined();
  return new URL(email_!.link, 'http://x').searchParams.get('token')!;
}

const accept = (access: string, invitationId: string) =>
  t.call<{ status: string } | string>('PATCH', '/v1/team/invitation/update?status=accepted', {
    token: access,
    body: { invitationId },
  });

async function memberOf(access: string): Promise<string[]> {
  const orgs = await t.call<{ _id: string }[]>('GET', '/v1/org/member/organizations', { token: access });
  return orgs.data.map((org) => org._id);
}

describe('email verification guards invitations', () => {
  it('refuses an unverified address: 403 with a clear message, the invitation stays pending, no membership', async () => {
    const newcomer = await invitedNewcomer();
    const profile = await t.call<{ isEmailVerified: boolean }>('GET', '/v1/user/profile', {
      token: newcomer.access,
    });
    expect(profile.data.isEmailVerified).toBe(false);

    const refused = await accept(newcomer.access, newcomer.invitationId);
    expect([refused.status, refused.data]).toEqual([
      403,
      'Verify your email address before accepting this invitation',
    ]);
    const mine = await t.call<{ _id: string; status: string }[]>('GET', '/v1/team/member/invitations', {
      token: newcomer.access,
    });
    expect(mine.data.find((i) => i._id === newcomer.invitationId)?.status).toBe('pending');
    expect(await memberOf(newcomer.access)).not.toContain(newcomer.orgId);
  });

  it('opening the emailed link verifies the address; then accepting makes the user a member', async () => {
    const newcomer = await invitedNewcomer();
    const verified = await t.call<{ message: string }>('POST', '/v1/auth/verify-email', {
      body: { token: await verificationToken(newcomer.email) },
    });
    expect(verified.status).toBe(200);
    const profile = await t.call<{ isEmailVerified: boolean }>('GET', '/v1/user/profile', {
      token: newcomer.access,
    });
    expect(profile.data.isEmailVerified).toBe(true);

    const accepted = await accept(newcomer.access, newcomer.invitationId);
    expect(accepted.status).toBe(200);
    expect(await memberOf(newcomer.access)).toContain(newcomer.orgId);
  });

  it('a verification link works once, and not after 24 hours', async () => {
    const first = await invitedNewcomer();
    const token = await verificationToken(first.email);
    expect((await t.call('POST', '/v1/auth/verify-email', { body: { token } })).status).toBe(200);
    const again = await t.call('POST', '/v1/auth/verify-email', { body: { token } });
    expect([again.status, again.data]).toEqual([
      400,
      'This verification link is invalid, already used or expired',
    ]);

    const late = await invitedNewcomer();
    const lateToken = await verificationToken(late.email);
    t.advance(24 * 3600_000 + 1000);
    const expired = await t.call('POST', '/v1/auth/verify-email', { body: { token: lateToken } });
    expect(expired.status).toBe(400);
    const row = t.sandbox.db.prepare('SELECT is_email_verified FROM users WHERE email = ?').get(late.email);
    expect(row).toEqual({ is_email_verified: 0 });
    const forged = await t.call('POST', '/v1/auth/verify-email', { body: { token: 'not-a-token' } });
    expect(forged.status).toBe(400);
  });

  it('resends the link to a signed-in user at most once a minute (429 with Retry-After)', async () => {
    const newcomer = await invitedNewcomer();
    // registration just sent one
    const tooSoon = await t.call<string>('POST', '/v1/auth/send-verification-email', {
      token: newcomer.access,
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.data).toMatch(/^Please wait \d+ seconds? before asking for another verification email$/);
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeGreaterThan(0);

    t.advance(61_000);
    const resent = await t.call('POST', '/v1/auth/send-verification-email', { token: newcomer.access });
    expect(resent.status).toBe(200);
    // the newest link works
    const verified = await t.call('POST', '/v1/auth/verify-email', {
      body: { token: await verificationToken(newcomer.email) },
    });
    expect(verified.status).toBe(200);
    expect((await accept(newcomer.access, newcomer.invitationId)).status).toBe(200);

    t.advance(61_000);
    const already = await t.call('POST', '/v1/auth/send-verification-email', { token: newcomer.access });
    expect([already.status, already.data]).toEqual([409, 'Your email address is already verified']);
    expect((await t.call('POST', '/v1/auth/send-verification-email')).status).toBe(401);
  });

  it('the demo accounts are verified', async () => {
    const { access } = await t.login();
    const profile = await t.call<{ isEmailVerified: boolean }>('GET', '/v1/user/profile', { token: access });
    expect(profile.data.isEmailVerified).toBe(true);
  });
});
