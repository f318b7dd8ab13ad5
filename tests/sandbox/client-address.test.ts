/**
 * The client address the limits count (issue 28 point 3): under `npm start` it is the connection's peer, as
 * @hono/node-server hands it over through the one web server; a header any client can send changes nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxiesFromEnv } from '../../sandbox/client-address.ts';
import { clientLimitsFromEnv, DEFAULT_CLIENT_LIMITS } from '../../sandbox/client-limits.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { createWebServer } from '../../sandbox/web-server.ts';
import { coreTestbed } from './core-helpers.ts';

let sandbox: Sandbox;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  sandbox = await createSandbox();
  const app = createWebServer({
    provider: sandbox.app,
    distDir,
    runtimeConfig: { apiBaseUrl: '', jwtPublicKey: sandbox.publicKeyBase64, vapidPublicKey: '' },
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  sandbox.close();
});

/** A registration over a real connection from `localAddress` (any 127.x address is this machine's). */
function registerOver(localAddress: string, i: number, forwardedFor: string) {
  const body = JSON.stringify({ name: 'Sam', email: `sam-${i}@demo.test`, password: 'Fresh-pass-1' });
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(
      `${origin}/v1/auth/register`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the client address under npm start', () => {
  it('is the connection’s: ten accounts from it, then 429 whatever X-Forwarded-For claims; another address registers', async () => {
    for (let i = 0; i < 10; i++)
      expect((await registerOver('127.0.0.1', i, `192.0.2.${i}`)).status, `account ${i}`).toBe(201);
    expect(await registerOver('127.0.0.1', 10, '192.0.2.99')).toEqual({ status: 429, retryAfter: '3600' });
    expect((await registerOver('127.0.0.2', 11, '127.0.0.1')).status).toBe(201);
  });
});

describe('IPv6 clients', () => {
  it('count as their /64: a client cannot escape the limit by picking another address of its network', async () => {
    const t = await coreTestbed();
    const from = (i: number) => `2001:db8:0:7::${(i + 1).toString(16)}`;
    for (let i = 0; i < 10; i++) {
      const r = await t.call('POST', '/v1/auth/register', {
        body: { name: 'Sam', email: `v6-${i}@demo.test`, password: 'Fresh-pass-1' },
        from: from(i),
      });
      expect(r.status).toBe(201);
    }
    const refused = await t.call('POST', '/v1/auth/register', {
      body: { name: 'Sam', email: 'v6-10@demo.test', password: 'Fresh-pass-1' },
      from: '2001:db8:0:7:ffff::1',
    });
    expect(refused.status).toBe(429);
    const neighbour = await t.call('POST', '/v1/auth/register', {
      body: { name: 'Sam', email: 'v6-11@demo.test', password: 'Fresh-pass-1' },
      from: '2001:db8:0:8::1',
    });
    expect(neighbour.status).toBe(201);
  });
});

describe('SANDBOX_REGISTRATIONS_PER_HOUR', () => {
  it('leaves the production limits when unset, raises only registrations when set, refuses nonsense', () => {
    expect(clientLimitsFromEnv({})).toEqual(DEFAULT_CLIENT_LIMITS);
    expect(DEFAULT_CLIENT_LIMITS.registration).toEqual({ max: 10, windowMs: 3600_000 });
    const raised = clientLimitsFromEnv({ SANDBOX_REGISTRATIONS_PER_HOUR: '1000' });
    expect(raised).toEqual({ ...DEFAULT_CLIENT_LIMITS, registration: { max: 1000, windowMs: 3600_000 } });
    for (const value of ['0', '-1', '1e3', 'lots'])
      expect(() => clientLimitsFromEnv({ SANDBOX_REGISTRATIONS_PER_HOUR: value })).toThrow(
        'SANDBOX_REGISTRATIONS_PER_HOUR must be a whole number from 1',
      );
  });
});

describe('SANDBOX_TRUSTED_PROXIES', () => {
  it('behind a named proxy the client is the last X-Forwarded-For address the proxy added; never otherwise', async () => {
    const t = await coreTestbed({ trustedProxies: ['10.0.0.5'] });
    const register = (i: number, from: string, forwardedFor: string) =>
      t.call('POST', '/v1/auth/register', {
        body: { name: 'Sam', email: `proxied-${i}@demo.test`, password: 'Fresh-pass-1' },
        headers: { 'X-Forwarded-For': forwardedFor },
        from,
      });
    // the client may put anything in the header; the proxy appends the address it saw
    for (let i = 0; i < 10; i++)
      expect((await register(i, '10.0.0.5', `6.6.6.${i}, 203.0.113.7`)).status).toBe(201);
    expect((await register(10, '10.0.0.5', '203.0.113.7')).status).toBe(429);
    expect((await register(11, '10.0.0.5', '203.0.113.7, 198.51.100.9')).status).toBe(201);
    // a client reaching the server directly cannot pick its address with the header
    for (let i = 12; i < 22; i++) expect((await register(i, '192.0.2.1', `192.0.2.${i}`)).status).toBe(201);
    expect((await register(22, '192.0.2.1', '192.0.2.99')).status).toBe(429);
  });

  it('reads a comma-separated list of addresses', () => {
    expect(trustedProxiesFromEnv({})).toEqual([]);
    expect(trustedProxiesFromEnv({ SANDBOX_TRUSTED_PROXIES: ' 10.0.0.5, ::1 ' })).toEqual([
      '10.0.0.5',
      '::1',
    ]);
  });
});
