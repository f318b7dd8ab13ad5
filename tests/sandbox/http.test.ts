import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

let t: CoreTestbed;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

describe('HTTP conventions', () => {
  it('answers 400 naming the field for invalid bodies and queries', async () => {
    const email = await t.call('POST', '/v1/auth/login', { body: { email: 'nope', password: 'x' } });
    expect([email.status, email.code, email.data]).toEqual([400, 0, 'body.email must be a valid email']);
    const missing = await t.call('POST', '/v1/auth/login', { body: { email: 'a@b.test' } });
    expect(missing.data).toBe('body.password is required');
    const extra = await t.call('PATCH', '/v1/user/update-profile', { token, body: { role: 'master' } });
    expect(extra.data).toBe('body.role is not allowed');
    const limit = await t.call('GET', '/v1/notification?limit=1000', { token });
    expect([limit.status, limit.data]).toEqual([400, 'query.limit must be <= 100']);
    const page = await t.call('GET', '/v1/notification?page=abc', { token });
    expect(page.data).toBe('query.page must be an integer');
    const env = await t.call<string>('PATCH', '/v1/user/switchEnv?env=prod', { token });
    expect(env.data).toBe('query.env must be one of: test, live');
    const weak = await t.call('POST', '/v1/auth/register', {
      body: { name: 'A', email: 'a@demo.test', password: 'short' },
    });
    expect(weak.data).toBe(
      'Password must be at least 8 characters long and contain at least one letter and one digit',
    );
  });

  it('answers 404 for unknown routes and methods, 400 for malformed JSON', async () => {
    const unknown = await t.call('GET', '/v1/does-not-exist', { token });
    expect([unknown.status, unknown.code, unknown.data]).toEqual([404, 0, 'Not found']);
    expect((await t.call('DELETE', '/v1/user/profile', { token })).status).toBe(404);
    const bad = await t.call('POST', '/v1/auth/login', { body: '{"email": ' });
    expect([bad.status, bad.data]).toEqual([400, 'Malformed JSON body']);
    const empty = await t.call('POST', '/v1/auth/login', { body: '' });
    expect([empty.status, empty.data]).toEqual([400, 'body is required']);
  });

  it('marks every /v1 response no-store, errors included', async () => {
    for (const r of [
      await t.call('GET', '/v1/user/profile', { token }),
      await t.call('GET', '/v1/user/profile'),
      await t.call('GET', '/v1/nothing'),
      await t.call('POST', '/v1/auth/login', { body: '{' }),
    ]) {
      expect(r.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('asks for authentication on protected operations', async () => {
    const r = await t.call('GET', '/v1/user/profile');
    expect([r.status, r.data]).toEqual([401, 'Please authenticate']);
    expect((await t.call('GET', '/v1/user/profile', { token: 'Bearer.x.y' })).status).toBe(401);
  });

  it('never answers 500 to garbage', async () => {
    const huge = 'x'.repeat(200_000);
    const garbage: [string, string, unknown][] = [
      ['POST', '/v1/auth/login', { email: huge, password: huge }],
      ['POST', '/v1/auth/login', { email: ['a'], password: { $gt: '' } }],
      ['POST', '/v1/auth/login', [1, 2, 3]],
      ['POST', '/v1/auth/login', 'null'],
      ['POST', '/v1/auth/login', '"just a string"'],
      [
        'POST',
        '/v1/auth/register',
        { name: '💥'.repeat(50), email: 'ü@exämple.test', password: 'pässwörd-1' },
      ],
      ['POST', '/v1/auth/mfa/verify-otp', { id: "'; DROP TABLE users; --", otp: '12345x' }],
      ['POST', '/v1/auth/refresh-tokens', { refreshToken: 'a.b.c' }],
      ['PATCH', '/v1/org/update', { name: '\u0000\u202e', logo: 'javascript:alert(1)' }],
      ['PATCH', '/v1/org/setDefault/organization/%E0%A4%A', undefined],
      ['PATCH', '/v1/org/setDefault/organization/' + 'f'.repeat(24), undefined],
      ['GET', '/v1/notification?page=-1&limit=0', undefined],
      ['GET', '/v1/notification?page=1e400', undefined],
      ['PATCH', '/v1/notification/update?id=zz', { read: 'yes' }],
      ['POST', '/v1/push/subscribe', { endpoint: 'https://x.test/' + huge, keys: { p256dh: 1, auth: null } }],
      ['POST', '/v1/auth/login', 'x'.repeat(1_200_000)],
    ];
    for (const [method, path, body] of garbage) {
      const r = await t.call(method, path, {
        token,
        body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${path}`).toBeLessThan(500);
      expect(r.code).toBe(0);
      expect(typeof r.data).toBe('string');
    }
    const unicode = await t.call<{ name: string }>('PATCH', '/v1/user/update-profile', {
      token,
      body: { name: 'Zoë 🚀 Ünïcødé' },
    });
    expect(unicode.data.name).toBe('Zoë 🚀 Ünïcødé');
  });
});
