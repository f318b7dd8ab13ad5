/**
 * Issue 7 item 4: an external identity signs in to a local account with the same email only when that account's
 * email is verified. Otherwise whoever pre-registered the address (without owning it) would share the account
 * with the identity's real owner.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { idTokenFor } from './oidc-helpers.ts';

const UNVERIFIED =
  'An account with this email address already exists, but the address is not verified. Sign in with your password and verify your email address first.';

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const fetch = (request: Request) => t.sandbox.app.fetch(request);

async function verifyByEmailedLink(email: string) {
  const outbox = await t.call<{ subject: string; link: string }[]>(
    'GET',
    `/__sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const link = outbox.data.find((mail) => mail.subject === 'Verify your email address')!.link;
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  expect((await t.call('POST', '/v1/auth/verify-email', { body: { token } })).status).toBe(200);
}

describe('signing in with an external identity', () => {
  it('refuses to enter a pre-registered account whose email is not verified (409, no tokens)', async () => {
    // someone who does not own grace@idp.example registers it with a password of their choosing
    const squat = await t.call('POST', '/v1/auth/register', {
      body: { name: 'Not Grace', email: 'grace@idp.example', password: 'Squatter-pass-1' },
    });
    expect(squat.status).toBe(201);
    const r = await t.call<unknown>('POST', '/v1/auth/oidc/login', {
      body: { idToken: await idTokenFor(fetch, 'idp-grace') },
    });
    expect([r.status, r.code, r.data]).toEqual([409, 0, UNVERIFIED]);
  });

  it('signs in once the local account proved the mailbox (the emailed link)', async () => {
    await t.call('POST', '/v1/auth/register', {
      body: { name: 'Grace', email: 'grace@idp.example', password: 'Grace-pass-1' },
    });
    await verifyByEmailedLink('grace@idp.example');
    const r = await t.call<{ id?: string; mfa_status: string }>('POST', '/v1/auth/oidc/login', {
      body: { idToken: await idTokenFor(fetch, 'idp-grace') },
    });
    expect(r.status).toBe(200);
    expect(r.data.mfa_status).toBe('not-initiated');
  });

  it('a verified account (the demo merchant) signs in as before', async () => {
    const r = await t.call<{ tokens?: unknown }>('POST', '/v1/auth/oidc/login', {
      body: { idToken: await idTokenFor(fetch, 'idp-maya') },
    });
    expect(r.status).toBe(200);
    expect(r.data.tokens).toBeDefined();
  });
});
