import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { createWebServer } from '../../sandbox/web-server.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let sandbox: Sandbox;
let server: ReturnType<typeof createWebServer>;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  const dist = distDir;
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  sandbox = await createSandbox();
  server = createWebServer({
    provider: sandbox.app,
    distDir: dist,
    runtimeConfig: {
      apiBaseUrl: '',
      jwtPublicKey: sandbox.publicKeyBase64,
      vapidPublicKey: sandbox.vapidPublicKey,
    },
  });
});
afterAll(() => sandbox.close());

describe('the one server of npm start', () => {
  it('sends security headers with every response', async () => {
    for (const path of ['/', '/config.json', '/v1/user/profile', '/assets/app-123.js']) {
      const response = await server.request(path);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves /config.json with the sandbox public keys', async () => {
    const config = (await (await server.request('/config.json')).json()) as Record<string, string>;
    expect(config.apiBaseUrl).toBe('');
    expect(atob(config.jwtPublicKey!)).toContain('-----BEGIN PUBLIC KEY-----');
    expect(config.vapidPublicKey).toBe(sandbox.vapidPublicKey);
  });

  it('answers deep links with the app shell and /v1 with the provider', async () => {
    const deep = await server.request('/manage/payout/abc?showPayment=true');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await server.request('/v1/user/profile');
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: 0 });
  });

  it('caches fingerprinted assets forever and the shell never', async () => {
    expect((await server.request('/assets/app-123.js')).headers.get('Cache-Control')).toContain('immutable');
    expect((await server.request('/')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('lets the app reach an external provider and identity provider, and nothing else', async () => {
    const external = createWebServer({
      provider: sandbox.app,
      distDir: distDir,
      runtimeConfig: {
        apiBaseUrl: 'https://api.provider.example/base',
        jwtPublicKey: sandbox.publicKeyBase64,
        vapidPublicKey: sandbox.vapidPublicKey,
        oidcIssuer: 'https://id.example/realms/x',
      },
    });
    const csp = (await external.request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.provider.example https://id.example;");
  });
});

describe('images from the image service', () => {
  it('allows images from the configured image endpoint (its path included), and no other remote place', async () => {
    const withImages = createWebServer({
      provider: sandbox.app,
      distDir,
      runtimeConfig: {
        apiBaseUrl: '',
        jwtPublicKey: sandbox.publicKeyBase64,
        vapidPublicKey: sandbox.vapidPublicKey,
        imageUrlEndpoint: 'https://ik.imagekit.io/merchant-demo',
      },
    });
    const csp = (await withImages.request('/')).headers.get('Content-Security-Policy') ?? '';
    // a path ending in / allows what lies under it: another account on the same host is not allowed
    expect(csp).toContain("img-src 'self' data: blob: https://ik.imagekit.io/merchant-demo/;");
    expect(csp).not.toMatch(/img-src[^;]*(?:\*|https:(?!\/\/))/);
  });

  it('hands the app the same endpoint the CSP allows', async () => {
    const images = await createSandbox({ imageUrlEndpoint: 'https://images.example/acme' });
    try {
      const { access } = await loginTokens(images, DEMO_EMAIL.merchant);
      const reply = await images.app.request('/v1/config/imagekit', {
        headers: { Authorization: `Bearer ${access.token}` },
      });
      expect(await reply.json()).toMatchObject({
        code: 1,
        data: { urlEndpoint: 'https://images.example/acme' },
      });
    } finally {
      images.close();
    }
  });
});
