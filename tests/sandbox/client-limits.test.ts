/**
 * Issue 28 point 3: e-mail and sign-up limits. Registrations and failed logins per client address, reset mails
 * per email and per address, invitations per organization and only from verified accounts; each refused with 429,
 * `Retry-After` and a message that says when to try again. The client address is the connection's (`from`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { idTokenFor, registrationToken } from './oidc-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

const HOUR_MS = 3600_000;
const HOME = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const register = (email: string, from: string) =>
  t.call('POST', '/v1/auth/register', { body: { name: 'Sam', email, password: 'Fresh-pass-1' }, from });
const forgot = (email: string, from: string) =>
  t.call('POST', '/v1/auth/forgot-password', { body: { email }, from });
const login = (email: string, password: string, from: string) =>
  t.call('POST', '/v1/auth/login', { body: { email, password }, from });
const mailsTo = async (email: string) =>
  (
    await t.call<{ subject: string; body: string }[]>(
      'GET',
      `/__sandbox/outbox?to=${encodeURIComponent(email)}`,
    )
  ).data;

describe('registrations per client address', () => {
  it('allows ten accounts an hour from one address, then 429 with Retry-After; other addresses are not held up', async () => {
    for (let i = 0; i < 10; i++)
      expect((await register(`sam-${i}@demo.test`, HOME)).status, `account ${i}`).toBe(201);
    const refused = await register('sam-10@demo.test', HOME);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many accounts were created from your network. Try again in 60 minutes.',
      '3600',
    ]);
    expect(await mailsTo('sam-10@demo.test')).toEqual([]);
    expect((await register('sam-10@demo.test', ELSEWHERE)).status).toBe(201);
    t.advance(HOUR_MS);
    expect((await register('sam-11@demo.test', HOME)).status).toBe(201);
  });

  it('counts accounts created through the identity provider too', async () => {
    for (let i = 0; i < 10; i++) expect((await register(`sam-${i}@demo.test`, HOME)).status).toBe(201);
    const idToken = await idTokenFor((request) => t.sandbox.app.fetch(request), 'idp-ada');
    const profile = { email: 'ada@idp.example', name: 'Ada', organizationName: 'Ada org' };
    const body = { idToken, registrationToken: registrationToken(profile, 3600, t.now().getTime()) };
    const refused = await t.call('POST', '/v1/auth/oidc/register', { body, from: HOME });
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many accounts were created from your network. Try again in 60 minutes.',
      '3600',
    ]);
    expect((await t.call('POST', '/v1/auth/oidc/register', { body, from: ELSEWHERE })).status).toBe(201);
  });

  it('counts accounts created, not refused attempts', async () => {
    for (let i = 0; i < 12; i++) {
      const weak = await t.call('POST', '/v1/auth/register', {
        body: { name: 'Sam', email: `weak-${i}@demo.test`, password: 'password' },
        from: HOME,
      });
      expect(weak.status).toBe(400);
    }
    expect((await register('sam@demo.test', HOME)).status).toBe(201);
  });
});

describe('password reset emails', () => {
  it('sends at most five an hour for one email, then 429 (the same for an unknown email)', async () => {
    for (const email of ['owner@demo.test', 'nobody@demo.test']) {
      for (let i = 0; i < 5; i++) expect((await forgot(email, `192.0.2.${i}`)).status).toBe(200);
      const refused = await forgot(email, ELSEWHERE);
      expect([refused.status, refused.data, refused.headers.get('Retry-After')], email).toEqual([
        429,
        'Too many password reset emails were asked for this address. Try again in 60 minutes.',
        '3600',
      ]);
    }
    expect(await mailsTo(DEMO_EMAIL.owner)).toHaveLength(5);
    t.advance(HOUR_MS);
    expect((await forgot('OWNER@demo.test', HOME)).status).toBe(200);
  });

  it('answers at most twenty an hour from one address, whichever emails it names', async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(`someone-${i}@demo.test`, HOME)).status).toBe(200);
    const refused = await forgot(DEMO_EMAIL.owner, HOME);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many password reset emails were asked for from your network. Try again in 60 minutes.',
      '3600',
    ]);
    expect(await mailsTo(DEMO_EMAIL.owner)).toEqual([]);
    expect((await forgot(DEMO_EMAIL.owner, ELSEWHERE)).status).toBe(200);
  });
});

describe('failed sign-ins per client address', () => {
  it('after fifty failures across accounts in 15 minutes, the address is refused even a right password', async () => {
    // one wrong password per email: no account reaches its own limit of 20
    for (let i = 0; i < 50; i++)
      expect((await login(`guess-${i}@demo.test`, 'Wrong-pass-1', HOME)).status, `guess ${i}`).toBe(401);
    const refused = await login(DEMO_EMAIL.merchant, DEMO_PASSWORD, HOME);
    expect([refused.status, refused.data, refused.headers.get('Retry-After')]).toEqual([
      429,
      'Too many failed sign-in attempts from your network. Try again in 15 minutes.',
      '900',
    ]);
    expect((await login(DEMO_EMAIL.merchant, DEMO_PASSWORD, ELSEWHERE)).status).toBe(200);
    t.advance(15 * 60_000);
    expect((await login(DEMO_EMAIL.merchant, DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 55; i++)
      expect((await login(DEMO_EMAIL.admin, DEMO_PASSWORD, HOME)).status).toBe(200);
    expect((await login(DEMO_EMAIL.merchant, DEMO_PASSWORD, HOME)).status).toBe(200);
  });
});

describe('invitations', () => {
  it('are refused to an account whose email is not verified, and nothing is mailed', async () => {
    const registered = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/register', {
      body: { name: 'Una', email: 'una@demo.test', password: 'Fresh-pass-1' },
    });
    const token = registered.data.tokens.access.token;
    for (const path of ['/v1/team/invite', '/v1/team/re-invite']) {
      const r = await t.call('POST', path, {
        token,
        body: { email: 'victim@demo.test', role: 'viewer' },
      });
      expect([r.status, r.data], path).toEqual([403, 'Verify your email address before inviting anyone']);
    }
    expect(await mailsTo('victim@demo.test')).toEqual([]);
  });

  it('an organization sends at most thirty an hour (re-invitations too), then 429 until the hour is over', async () => {
    const { access } = await t.login();
    for (let i = 0; i < 30; i++) {
      const r = await t.call('POST', '/v1/team/invite', {
        token: access,
        body: { email: `invitee-${i}@demo.test`, role: 'viewer' },
      });
      expect(r.status, `invitation ${i}`).toBe(201);
    }
    const tooMany = 'This organization has sent too many invitations. Try again in 60 minutes.';
    const invite = await t.call('POST', '/v1/team/invite', {
      token: access,
      body: { email: 'invitee-30@demo.test', role: 'viewer' },
    });
    expect([invite.status, invite.data, invite.headers.get('Retry-After')]).toEqual([429, tooMany, '3600']);
    const again = await t.call('POST', '/v1/team/re-invite', {
      token: access,
      body: { email: 'invitee-0@demo.test', role: 'viewer' },
    });
    expect([again.status, again.data]).toEqual([429, tooMany]);
    expect(await mailsTo('invitee-30@demo.test')).toEqual([]);
    expect(await mailsTo('invitee-0@demo.test')).toHaveLength(1);
    t.advance(HOUR_MS);
    const later = await t.call('POST', '/v1/team/invite', {
      token: (await t.login()).access,
      body: { email: 'invitee-30@demo.test', role: 'viewer' },
    });
    expect(later.status).toBe(201);
  });
});

describe('names in emails', () => {
  it('the organization name in an invitation is stripped of control characters and cut to 60 characters', async () => {
    const { access } = await t.login();
    // stored by an older sandbox or another path: the mail must not carry what the API would refuse today
    t.sandbox.db
      .prepare("UPDATE organizations SET name = ? WHERE name = 'Maya''s Coffee'")
      .run(`Maya\r\nBcc: all@evil.test\u0007\u202e ${'x'.repeat(100)}`);
    const r = await t.call('POST', '/v1/team/invite', {
      token: access,
      body: { email: 'newhire@demo.test', role: 'viewer' },
    });
    expect(r.status).toBe(201);
    const [mail] = await mailsTo('newhire@demo.test');
    const shown = `Maya Bcc: all@evil.test ${'x'.repeat(35)}…`;
    expect(mail!.subject).toBe(`You are invited to ${shown}`);
    expect(mail!.body).toBe(`Sign in to accept your invitation to ${shown}.`);
  });
});
