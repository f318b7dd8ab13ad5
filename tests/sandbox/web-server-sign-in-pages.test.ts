import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { createWebServer } from '../../sandbox/web-server.ts';
import { routePathsOf } from '../../scripts/vite/preload-route.ts';
import { compressFile } from '../../scripts/vite/precompress.ts';
import { SIGN_IN_PAGES_FILE } from '../../scripts/vite/sign-in-page.ts';
import { brandHostRules } from '../../src/shared/brands.ts';

const page = (name: string) => `<!doctype html><div id="root">${name}</div>${'<!-- padding -->'.repeat(100)}`;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.close());

/** A build folder as scripts/vite/ writes it: a prerendered sign-in page per brand, the plain page, the lists. */
function build({ withPageList = true } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [file, name] of [
    ['index.html', 'default sign-in'],
    ['index.admin.html', 'admin sign-in'],
    ['index.partner.html', 'partner sign-in'],
    ['app.html', 'plain app'],
  ]) {
    writeFileSync(join(dist, file!), page(name!));
    compressFile(join(dist, file!));
  }
  writeFileSync(join(dist, 'sign-in-paths.json'), JSON.stringify(routePathsOf('src/routes/_auth')));
  if (withPageList) {
    const pages = { default: 'index.html', admin: 'index.admin.html', partner: 'index.partner.html' };
    writeFileSync(
      join(dist, SIGN_IN_PAGES_FILE),
      JSON.stringify({ hostRules: brandHostRules('partner.localhost'), pages }),
    );
  }
  const runtimeConfig = { apiBaseUrl: '', jwtPublicKey: '', vapidPublicKey: '' };
  return createWebServer({ provider: sandbox.app, distDir: dist, runtimeConfig });
}

async function bodyOf(server: ReturnType<typeof build>, url: string, encoding?: string) {
  const response = await server.request(url, encoding ? { headers: { 'Accept-Encoding': encoding } } : {});
  expect(response.status).toBe(200);
  return { text: await response.text(), encoding: response.headers.get('Content-Encoding') };
}

describe("the server sends each host its brand's prerendered sign-in page", () => {
  it.each([
    ['http://localhost/', 'default sign-in'],
    ['http://localhost/?next=%2Fmain%2Fdashboard%2F', 'default sign-in'],
    ['http://admin.localhost:4173/', 'admin sign-in'],
    ['http://ADMIN.example/register', 'admin sign-in'],
    ['http://partner.localhost/', 'partner sign-in'],
    ['http://partner.localhost/forgot-password/', 'partner sign-in'],
    ['http://partner.localhost/main/dashboard/', 'plain app'],
    ['http://localhost/manage/payout/abc', 'plain app'],
  ])('%s → %s', async (url, expected) => {
    expect((await bodyOf(build(), url)).text).toContain(expected);
  });

  it('sends the compressed copy of the page it picked', async () => {
    const { encoding } = await bodyOf(build(), 'http://admin.localhost/', 'br');
    expect(encoding).toBe('br');
  });

  it('sends index.html for every sign-in screen of a build without the list of pages', async () => {
    const older = build({ withPageList: false });
    expect((await bodyOf(older, 'http://admin.localhost/')).text).toContain('default sign-in');
    expect((await bodyOf(older, 'http://admin.localhost/main/dashboard/')).text).toContain('plain app');
  });
});
