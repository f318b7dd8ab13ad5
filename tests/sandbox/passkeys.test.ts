/**
 * Issue 33, passkeys: registration (attestation "none") and sign-in (assertion) verified with real responses of
 * a software authenticator, and each refusal: a replayed or foreign challenge, another origin or RP ID, a
 * counter that does not increase, no user verification, an unknown credential, another user's passkey.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { currentCode } from '../../sandbox/totp.ts';
import { DEMO_EMAIL, DEMO_MFA_SECRET, DEMO_PASSWORD } from '../support/demo.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { ORIGIN, passkeyCeremonies } from './passkey-helpers.ts';

let t: CoreTestbed;
let pk: ReturnType<typeof passkeyCeremonies>;
beforeEach(async () => {
  t = await coreTestbed();
  pk = passkeyCeremonies(t);
});

interface Listed {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** merchant@demo.test with one passkey on the authenticator returned. */
async function merchantWithPasskey() {
  const session = await t.login();
  const authenticator = new SoftAuthenticator();
  const { reply } = await pk.register(session.access, authenticator);
  expect(reply.status).toBe(201);
  return { session, authenticator, passkey: reply.data as { _id: string } };
}

describe('registering a passkey', () => {
  it('stores it under its trimmed name, lists it with its dates, never the key', async () => {
    const session = await t.login();
    const { reply } = await pk.register(session.access, new SoftAuthenticator(), '  Pixel 9\u200b ');
    expect(reply.status).toBe(201);
    const list = await pk.call<Listed[]>('GET', '/v1/user/passkeys', { token: session.access });
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Pixel 9', createdAt: t.now().toISOString(), lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list.data)).not.toMatch(/publicKey|credential/i);
  });

  it('asks for attestation "none", a discoverable credential, user verification, and excludes the user\'s own', async () => {
    const { session } = await merchantWithPasskey();
    const options = await pk.registrationOptions(session.access);
    expect(options.data.attestation).toBe('none');
    expect(options.data.rp.id).toBe('localhost');
    expect(options.data.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.data.excludeCredentials).toHaveLength(1);
  });

  it('refuses a name of only invisible characters', async () => {
    const session = await t.login();
    const { reply } = await pk.register(session.access, new SoftAuthenticator(), '\u200b ');
    expect(reply).toMatchObject({ status: 400, data: 'body.name must not be empty' });
  });

  it('refuses an attestation without user verification, for another origin, or replayed', async () => {
    const session = await t.login();
    const noUv = await pk.register(session.access, new SoftAuthenticator(), 'Key', { userVerified: false });
    expect(noUv.reply).toMatchObject({
      status: 400,
      data: expect.stringMatching(/user verification is required/),
    });
    const elsewhere = await pk.register(session.access, new SoftAuthenticator(), 'Key', {
      origin: 'https://evil.example',
    });
    expect(elsewhere.reply).toMatchObject({
      status: 400,
      data: expect.stringMatching(/another site \(its origin/),
    });
    const good = await pk.register(session.access, new SoftAuthenticator());
    expect(good.reply.status).toBe(201);
    const replayed = await pk.add(session.access, 'Again', good.response);
    expect(replayed).toMatchObject({
      status: 400,
      data: expect.stringMatching(/expired or was already used/),
    });
  });

  it("refuses another user's registration challenge", async () => {
    const merchant = await t.login();
    const viewer = await t.login(DEMO_EMAIL.viewer);
    const options = await pk.registrationOptions(merchant.access);
    const response = new SoftAuthenticator().register(options.data, { origin: ORIGIN });
    const stolen = await pk.add(viewer.access, 'Mine now', response);
    expect(stolen).toMatchObject({ status: 400, data: expect.stringMatching(/expired or was already used/) });
  });

  it('refuses a host that is no brand host', async () => {
    const session = await t.login();
    const options = await passkeyCeremonies(t, 'phish.example').registrationOptions(session.access);
    expect(options).toMatchObject({
      status: 400,
      data: 'Passkeys cannot be used on this address (phish.example)',
    });
  });
});

describe('signing in with a passkey', () => {
  it('returns the session of a completed MFA step, records the last use and the sign-in', async () => {
    const { session, authenticator } = await merchantWithPasskey();
    const { options, reply } = await pk.signIn(authenticator);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(reply.status).toBe(200);
    const signedIn = reply.data as { user: { _id: string }; tokens: { access: { token: string } } };
    expect(signedIn.user._id).toBe(session.userId);
    const list = await pk.call<Listed[]>('GET', '/v1/user/passkeys', { token: signedIn.tokens.access.token });
    expect(list.data[0]!.lastUsedAt).toBe(t.now().toISOString());
  });

  it('needs no one-time code for a user with two-step verification on', async () => {
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const otp = currentCode(DEMO_MFA_SECRET, t.now());
    const mfa = await t.call<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/mfa/verify-otp', {
      body: { id: step.data.id, challenge: step.data.challenge, otp },
    });
    const authenticator = new SoftAuthenticator();
    expect((await pk.register(mfa.data.tokens.access.token, authenticator)).reply.status).toBe(201);
    const { reply } = await pk.signIn(authenticator);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ user: { mfa_status: 'enabled' }, tokens: expect.anything() });
  });

  it('refuses a replayed response: its challenge was used up', async () => {
    const { authenticator } = await merchantWithPasskey();
    const first = await pk.signIn(authenticator);
    expect(first.reply.status).toBe(200);
    const replay = await pk.verify(first.response);
    expect(replay).toMatchObject({ status: 401, data: expect.stringMatching(/expired or was already used/) });
  });

  it('refuses a challenge issued for another ceremony, or expired', async () => {
    const { session, authenticator } = await merchantWithPasskey();
    const registration = await pk.registrationOptions(session.access);
    const crossed = authenticator.assert(
      { challenge: registration.data.challenge, rpId: 'localhost' },
      { origin: ORIGIN },
    );
    expect((await pk.verify(crossed)).status).toBe(401);
    const options = await pk.signInOptions();
    t.advance(5 * 60_000);
    const late = await pk.verify(authenticator.assert(options.data, { origin: ORIGIN }));
    expect(late).toMatchObject({ status: 401, data: expect.stringMatching(/expired or was already used/) });
  });

  it('refuses a response made for another origin', async () => {
    const { authenticator } = await merchantWithPasskey();
    const { reply } = await pk.signIn(authenticator, { origin: 'http://partner.localhost:4173' });
    expect(reply).toMatchObject({ status: 401, data: expect.stringMatching(/its origin is not this one/) });
  });

  it('refuses a response signed for another RP ID', async () => {
    const { authenticator } = await merchantWithPasskey();
    const { reply } = await pk.signIn(authenticator, { rpId: 'partner.localhost' });
    expect(reply).toMatchObject({ status: 401, data: expect.stringMatching(/its RP ID is not this one/) });
  });

  it("does not accept one brand host's passkey on another's", async () => {
    const { authenticator } = await merchantWithPasskey();
    const partner = passkeyCeremonies(t, 'partner.localhost:4173');
    const options = await partner.signInOptions();
    const response = authenticator.assert(options.data, { origin: 'http://partner.localhost:4173' });
    expect(await partner.verify(response)).toMatchObject({
      status: 401,
      data: 'This passkey is not registered for an account here',
    });
  });

  it('refuses a counter that does not increase (a cloned authenticator)', async () => {
    const { authenticator } = await merchantWithPasskey();
    expect((await pk.signIn(authenticator, { counter: 5 })).reply.status).toBe(200);
    const { reply } = await pk.signIn(authenticator, { counter: 5 });
    expect(reply).toMatchObject({ status: 401, data: expect.stringMatching(/counter did not increase/) });
    const lower = await pk.signIn(authenticator, { counter: 3 });
    expect(lower.reply.status).toBe(401);
    expect((await pk.signIn(authenticator, { counter: 6 })).reply.status).toBe(200);
  });

  it('accepts an authenticator that does not count (counter always 0)', async () => {
    const { authenticator } = await merchantWithPasskey();
    expect((await pk.signIn(authenticator, { counter: 0 })).reply.status).toBe(200);
    expect((await pk.signIn(authenticator, { counter: 0 })).reply.status).toBe(200);
  });

  it('refuses an assertion without user verification', async () => {
    const { authenticator } = await merchantWithPasskey();
    const { reply } = await pk.signIn(authenticator, { userVerified: false });
    expect(reply).toMatchObject({
      status: 401,
      data: expect.stringMatching(/user verification is required/),
    });
  });

  it('refuses an unknown credential and a forged signature', async () => {
    await merchantWithPasskey();
    const stranger = new SoftAuthenticator();
    stranger.register(
      {
        challenge: 'x',
        rp: { id: 'localhost', name: 'x' },
        user: { id: 'dXNlcg', name: 'u', displayName: 'u' },
        pubKeyCredParams: [],
      },
      { origin: ORIGIN },
    );
    const { reply } = await pk.signIn(stranger);
    expect(reply).toMatchObject({ status: 401, data: 'This passkey is not registered for an account here' });
  });

  it('counts refusals toward the failed sign-ins of the client address', async () => {
    const { authenticator } = await merchantWithPasskey();
    for (let i = 0; i < 50; i++) await pk.signIn(authenticator, { userVerified: false });
    const locked = await pk.signInOptions();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('managing passkeys', () => {
  it('renames and removes one; a removed passkey no longer signs in', async () => {
    const { session, authenticator, passkey } = await merchantWithPasskey();
    const renamed = await pk.call<Listed>('PATCH', `/v1/user/passkeys/${passkey._id}`, {
      token: session.access,
      body: { name: ' Desk key ' },
    });
    expect(renamed.data.name).toBe('Desk key');
    const removed = await pk.call('DELETE', `/v1/user/passkeys/${passkey._id}`, { token: session.access });
    expect(removed.status).toBe(200);
    expect((await pk.call<Listed[]>('GET', '/v1/user/passkeys', { token: session.access })).data).toEqual([]);
    const { reply } = await pk.signIn(authenticator);
    expect(reply).toMatchObject({ status: 401, data: 'This passkey is not registered for an account here' });
  });

  it("answers 404 for another user's passkey: neither renamed nor removed", async () => {
    const { passkey } = await merchantWithPasskey();
    const viewer = await t.login(DEMO_EMAIL.viewer);
    const remove = await pk.call('DELETE', `/v1/user/passkeys/${passkey._id}`, { token: viewer.access });
    expect(remove).toMatchObject({ status: 404, data: 'Passkey not found' });
    const rename = await pk.call('PATCH', `/v1/user/passkeys/${passkey._id}`, {
      token: viewer.access,
      body: { name: 'Mine' },
    });
    expect(rename.status).toBe(404);
  });

  it('records passkeyAdded, passkeyRenamed and passkeyRemoved in the audit log, by name', async () => {
    const { session, passkey } = await merchantWithPasskey();
    const rename = (name: string) =>
      pk.call('PATCH', `/v1/user/passkeys/${passkey._id}`, { token: session.access, body: { name } });
    expect((await rename('Pixel 9')).status).toBe(200);
    // the same name again changes nothing, so it records nothing
    expect((await rename('Pixel 9')).status).toBe(200);
    await pk.call('DELETE', `/v1/user/passkeys/${passkey._id}`, { token: session.access });
    const log = await t.call<{
      results: {
        kind: string;
        targetId: string;
        changes: { field: string; before: string | null; after: string | null }[];
      }[];
    }>('GET', '/v1/audit?limit=100', { token: session.access });
    const entries = log.data.results.filter((e) => e.targetId === passkey._id);
    expect(entries.map((e) => e.kind).sort()).toEqual(['passkeyAdded', 'passkeyRemoved', 'passkeyRenamed']);
    expect(entries.find((e) => e.kind === 'passkeyRenamed')!.changes).toEqual([
      { field: 'name', before: 'Work laptop', after: 'Pixel 9' },
    ]);
  });

  it('records a passkey sign-in as a sign-in by passkey', async () => {
    const { session, authenticator } = await merchantWithPasskey();
    expect((await pk.signIn(authenticator)).reply.status).toBe(200);
    const log = await t.call<{
      results: { kind: string; changes: { field: string; after: string | null }[] }[];
    }>('GET', '/v1/audit?limit=100', { token: session.access });
    const methods = log.data.results
      .filter((e) => e.kind === 'signIn')
      .map((e) => e.changes.find((c) => c.field === 'method')?.after);
    expect(methods).toContain('passkey');
  });
});

describe('a passkey is a lasting way in (issue 46)', () => {
  const FIVE_MINUTES = 5 * 60_000 + 1;

  it('is added only by a sign-in with a recent proof: a stolen token asks, a step-up lets it through', async () => {
    const session = await t.login();
    t.advance(FIVE_MINUTES);
    const options = await t.call('POST', '/v1/user/passkeys/options', {
      token: session.access,
      body: {},
      headers: { Host: 'localhost:4173' },
    });
    expect([options.status, options.headers.get('Step-Up')]).toEqual([403, 'required']);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) n FROM passkeys').get()).toEqual({ n: 0 });
    const proved = await t.call('POST', '/v1/auth/step-up', {
      token: session.access,
      body: { password: DEMO_PASSWORD },
    });
    expect(proved.status).toBe(200);
    const { reply } = await pk.register(session.access, new SoftAuthenticator());
    expect(reply.status).toBe(201);
  });

  it('an attestation sent after the proof ran out is refused, even for options asked in time', async () => {
    const session = await t.login();
    const options = await pk.registrationOptions(session.access);
    expect(options.status).toBe(200);
    const response = new SoftAuthenticator().register(options.data, { origin: ORIGIN });
    t.advance(FIVE_MINUTES);
    const late = await pk.add(session.access, 'Late', response);
    expect(late.status).toBe(403);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) n FROM passkeys').get()).toEqual({ n: 0 });
  });

  it('regenerates recovery codes with a passkey, the second factor itself, and never with the password', async () => {
    const step = await t.call<{ id: string; challenge: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
    });
    const signedIn = await t.call<{ tokens: { access: { token: string } } }>(
      'POST',
      '/v1/auth/mfa/verify-otp',
      {
        body: {
          id: step.data.id,
          challenge: step.data.challenge,
          otp: currentCode(DEMO_MFA_SECRET, t.now()),
        },
      },
    );
    const token = signedIn.data.tokens.access.token;
    const authenticator = new SoftAuthenticator();
    expect((await pk.register(token, authenticator)).reply.status).toBe(201);
    const byPassword = await t.call('POST', '/v1/auth/mfa/recovery-codes', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(byPassword.status).toBe(400);
    const options = await pk.call<{ passkey: Parameters<SoftAuthenticator['assert']>[0] }>(
      'POST',
      '/v1/auth/step-up/options',
      { token, body: {} },
    );
    const passkey = authenticator.assert(options.data.passkey, { origin: ORIGIN });
    const fresh = await pk.call<{ recoveryCodes: string[] }>('POST', '/v1/auth/mfa/recovery-codes', {
      token,
      body: { passkey },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.data.recoveryCodes).toHaveLength(10);
  });
});
