import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSandboxOnDevServer } from '../../sandbox/dev-middleware.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { runtimeConfigFor, runtimeSettingsFromEnv } from '../../sandbox/runtime-config.ts';
import { createWebServer } from '../../sandbox/web-server.ts';

const keys = { publicKeyBase64: 'cHVibGljIGtleQ==', vapidPublicKey: 'vapid-key' };
const IMAGES = 'https://ik.imagekit.io/sandbox';
/** Settings that name another provider and identity provider than the sandbox's own. */
const ELSEWHERE = {
  apiBaseUrl: 'https://api.example',
  jwtPublicKey: 'other-key',
  vapidPublicKey: 'other-vapid',
  oidcIssuer: 'https://id.example',
  oidcClientId: 'office',
};

describe('runtimeConfigFor', () => {
  it("names the sandbox's own issuer on the origin the request reached, with the sandbox's client id", () => {
    const settings = { apiBaseUrl: '', jwtPublicKey: 'k', vapidPublicKey: 'v', imageUrlEndpoint: IMAGES };
    expect(runtimeConfigFor(settings, 'http://localhost:4173/config.json')).toEqual({
      ...settings,
      oidcIssuer: 'http://localhost:4173/oidc',
      oidcClientId: 'back-office',
    });
    // one server, one host name per brand: each brand's sign-in comes back to its own host
    expect(runtimeConfigFor(settings, 'http://partner.localhost:4173/config.json').oidcIssuer).toBe(
      'http://partner.localhost:4173/oidc',
    );
  });

  it('keeps an issuer and client id that the settings name', () => {
    expect(runtimeConfigFor(ELSEWHERE, 'http://localhost:4173/config.json')).toEqual(ELSEWHERE);
  });
});

describe('runtimeSettingsFromEnv', () => {
  it("uses the sandbox's own values where the environment names none", () => {
    expect(runtimeSettingsFromEnv(keys, IMAGES, {})).toEqual({
      apiBaseUrl: '',
      jwtPublicKey: keys.publicKeyBase64,
      vapidPublicKey: keys.vapidPublicKey,
      imageUrlEndpoint: IMAGES,
    });
  });

  it('takes the settings of docs/configuration.md from the environment', () => {
    const env = {
      API_BASE_URL: ELSEWHERE.apiBaseUrl,
      JWT_PUBLIC_KEY: ELSEWHERE.jwtPublicKey,
      VAPID_PUBLIC_KEY: ELSEWHERE.vapidPublicKey,
      OIDC_ISSUER: ELSEWHERE.oidcIssuer,
      OIDC_CLIENT_ID: ELSEWHERE.oidcClientId,
    };
    expect(runtimeSettingsFromEnv(keys, IMAGES, env)).toEqual({ ...ELSEWHERE, imageUrlEndpoint: IMAGES });
  });
});

describe('/config.json', () => {
  let devServer: Server | undefined;
  afterEach(() => {
    devServer?.close();
    vi.unstubAllEnvs();
  });

  it('is the same from `npm start` and from `npm run dev`', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    vi.stubEnv('SANDBOX_DIR', dataDir);
    vi.stubEnv('OIDC_CLIENT_ID', 'office');
    vi.stubEnv('IMAGEKIT_URL_ENDPOINT', IMAGES);
    // npm run dev: the middleware Vite mounts, behind a plain Node server
    const middleware = await mountSandboxOnDevServer();
    devServer = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((done) => devServer!.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
    const fromDev = (await (await fetch(`${origin}/config.json`)).json()) as Record<string, string>;

    // npm start: the web server of serve.ts, on the same data folder (the same keys)
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const sandbox = await createSandbox({ dataDir });
    const server = createWebServer({
      provider: sandbox.app,
      distDir,
      runtimeConfig: runtimeSettingsFromEnv(sandbox, IMAGES),
    });
    const fromStart = (await (await server.request(`${origin}/config.json`)).json()) as Record<
      string,
      string
    >;
    sandbox.close();

    expect(fromDev).toEqual(fromStart);
    expect(fromDev).toMatchObject({
      jwtPublicKey: sandbox.publicKeyBase64,
      oidcIssuer: `${origin}/oidc`,
      oidcClientId: 'office',
    });
  });
});
