import { mkdtempSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { createWebServer } from '../../sandbox/web-server.ts';
import { compressFile } from '../../scripts/vite/precompress.ts';
import { routePathsOf } from '../../scripts/vite/preload-route.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const script = `console.log(${JSON.stringify('a long enough line of code '.repeat(100))});`;
const shell = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const plainShell = shell.replace('<div id="root">', '<div id="root" data-page="app">');

let sandbox: Sandbox;
let server: ReturnType<typeof createWebServer>;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), shell);
  writeFileSync(join(distDir, 'app.html'), plainShell);
  writeFileSync(join(distDir, 'sign-in-paths.json'), JSON.stringify(routePathsOf('src/routes/_auth')));
  writeFileSync(join(distDir, 'assets', 'main-abc.js'), script);
  writeFileSync(join(distDir, 'assets', 'tiny-abc.js'), 'x()');
  for (const file of ['index.html', 'app.html', 'assets/main-abc.js', 'assets/tiny-abc.js'])
    compressFile(join(distDir, file));
  sandbox = await createSandbox();
  server = createWebServer({
    provider: sandbox.app,
    distDir,
    runtimeConfig: {
      apiBaseUrl: '',
      jwtPublicKey: sandbox.publicKeyBase64,
      vapidPublicKey: sandbox.vapidPublicKey,
    },
  });
});
afterAll(() => sandbox.close());

async function get(path: string, acceptEncoding?: string) {
  const response = await server.request(
    path,
    acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('the server of npm start compresses at build time, not per request', () => {
  it('writes brotli and gzip copies of text files, and none of files too small to gain', () => {
    expect(existsSync(join(distDir, 'assets', 'main-abc.js.br'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'main-abc.js.gz'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'tiny-abc.js.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts it, still immutable and with Vary', async () => {
    const { response, body } = await get('/assets/main-abc.js', BROWSER);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect(body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the original to one that accepts neither', async () => {
    const gzip = await get('/assets/main-abc.js', 'gzip');
    expect(gzip.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/main-abc.js');
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the app shell of a deep link too, and keeps it revalidated', async () => {
    const { response, body } = await get('/manage/payout/abc?showPayment=true', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(body).toString()).toBe(plainShell);
  });

  it('leaves the provider API alone', async () => {
    const { response } = await get('/v1/user/profile', BROWSER);
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('deep links get the page that fits them', () => {
  it('knows the sign-in screens from the route files', () => {
    expect(routePathsOf('src/routes/_auth')).toEqual(
      expect.arrayContaining(['/', '/register', '/forgot-password', '/reset-password', '/mfa']),
    );
    expect(routePathsOf('src/routes/_auth')).not.toContain('/-search');
  });

  it('sends the sign-in screens the page that preloads them, and signed-in deep links the plain page', async () => {
    for (const path of ['/', '/register', '/reset-password'])
      expect((await get(path)).body.toString(), path).not.toContain('data-page="app"');
    for (const path of ['/main/dashboard/', '/manage/payout/p_1'])
      expect((await get(path)).body.toString(), path).toContain('data-page="app"');
  });
});
