import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/** Free text and request bodies: what an empty name is, and which bodies are read at all. */
let t: CoreTestbed;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

/** Names that show nothing: zero-width and other format characters, fillers and exotic spaces. */
const INVISIBLE = [
  '\u200b',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\u2060\u200b',
  '\u00a0\u3000\u2003',
  '\u00ad',
  '\u3164',
  ' \u200b \ufeff ',
];

describe('names must show something', () => {
  it('refuses a name of only invisible characters everywhere names are set', async () => {
    for (const name of INVISIBLE) {
      const label = JSON.stringify(name);
      const profile = await t.call('PATCH', '/v1/user/update-profile', { token, body: { name } });
      expect([profile.status, profile.data], label).toEqual([400, 'body.name must not be empty']);
      const org = await t.call('PATCH', '/v1/org/update', { token, body: { name } });
      expect([org.status, org.data], label).toEqual([400, 'body.name must not be empty']);
      const key = await t.call('POST', '/v1/user/signing-keys', { token, body: { name } });
      expect([key.status, key.data], label).toEqual([400, 'body.name must not be empty']);
      const registered = await t.call('POST', '/v1/auth/register', {
        body: { name, email: 'invisible@demo.test', password: DEMO_PASSWORD },
      });
      expect([registered.status, registered.data], label).toEqual([400, 'body.name must not be empty']);
    }
  });

  it('refuses a name that shows nothing by other means: a Braille blank, lone combining marks', async () => {
    for (const name of ['\u2800', '\u0301', ' \u0301 ', '\u200b\u0301\u20dd', '\u2800\u2800 \u2800']) {
      const label = JSON.stringify(name);
      const profile = await t.call('PATCH', '/v1/user/update-profile', { token, body: { name } });
      expect([profile.status, profile.data], label).toEqual([400, 'body.name must not be empty']);
      const org = await t.call('PATCH', '/v1/org/update', { token, body: { name } });
      expect([org.status, org.data], label).toEqual([400, 'body.name must not be empty']);
      const key = await t.call('POST', '/v1/user/signing-keys', { token, body: { name } });
      expect([key.status, key.data], label).toEqual([400, 'body.name must not be empty']);
    }
    // once at registration: the shared rule is the same, and registrations per client address are limited
    const registered = await t.call('POST', '/v1/auth/register', {
      body: { name: '\u2800', email: 'braille@demo.test', password: DEMO_PASSWORD },
    });
    expect([registered.status, registered.data]).toEqual([400, 'body.name must not be empty']);
    // a combining mark on a letter is part of a name
    const accented = await t.call<{ name: string }>('PATCH', '/v1/user/update-profile', {
      token,
      body: { name: 'Zoe\u0301 Merchant' },
    });
    expect(accented.data.name).toBe('Zoe\u0301 Merchant');
  });

  it('refuses a name with a lone surrogate rather than storing it garbled', async () => {
    const before = await t.call<{ name: string }>('GET', '/v1/user/profile', { token });
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into it
    for (const name of ['\ud800', 'Maya \udc00', 'Maya \ud83d']) {
      const label = JSON.stringify(name);
      const profile = await t.call('PATCH', '/v1/user/update-profile', { token, body: { name } });
      expect([profile.status, profile.data], label).toEqual([
        400,
        'body.name must not contain broken characters (unpaired surrogates)',
      ]);
      const org = await t.call('PATCH', '/v1/org/update', { token, body: { name } });
      expect([org.status, org.data], label).toEqual([
        400,
        'body.name must not contain broken characters (unpaired surrogates)',
      ]);
    }
    const after = await t.call<{ name: string }>('GET', '/v1/user/profile', { token });
    expect(after.data.name).toBe(before.data.name);
    // a whole emoji is a surrogate pair, and stays
    const emoji = await t.call<{ name: string }>('PATCH', '/v1/user/update-profile', {
      token,
      body: { name: 'Maya 😀' },
    });
    expect(emoji.data.name).toBe('Maya 😀');
  });

  it('trims invisible characters at the ends and keeps the ones that join emoji', async () => {
    const trimmed = await t.call<{ name: string }>('PATCH', '/v1/user/update-profile', {
      token,
      body: { name: '\u200b\ufeff Maya\u00a0Merchant \u200d\u2060' },
    });
    expect(trimmed.data.name).toBe('Maya\u00a0Merchant');
    for (const name of ['👩‍💻 Maya', 'Maya ❤️', 'Maya 🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'می‌خواهم']) {
      const r = await t.call<{ name: string }>('PATCH', '/v1/user/update-profile', { token, body: { name } });
      expect(r.data.name, name).toBe(name);
    }
  });
});

describe('request bodies are JSON', () => {
  const login = JSON.stringify({ email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD });

  it('answers 415 to a body that is not sent as application/json, before authentication', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const r = await t.call('POST', '/v1/auth/login', { body: login, headers: { 'Content-Type': type } });
      expect([r.status, r.data], type).toEqual([415, 'Content-Type must be application/json']);
    }
    const protectedCall = await t.call('PATCH', '/v1/user/update-profile', {
      body: JSON.stringify({ name: 'Plain' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(protectedCall.status).toBe(415);
  });

  it('answers 415 to a body without a Content-Type', async () => {
    const res = await t.sandbox.app.fetch(
      new Request('http://sandbox.test/v1/auth/login', {
        method: 'POST',
        body: new TextEncoder().encode(login),
      }),
    );
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect([res.status, await res.json()]).toEqual([
      415,
      { code: 0, data: 'Content-Type must be application/json' },
    ]);
  });

  it('accepts application/json with parameters and in any case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const r = await t.call('POST', '/v1/auth/login', { body: login, headers: { 'Content-Type': type } });
      expect(r.status, type).toBe(200);
    }
  });
});
