import '../support/workbox-quiet.ts';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '../../src/shared/cache-names.ts';
import { installFakeWorkerScope, type FakeWorkerScope } from '../support/fake-worker-scope.ts';

/**
 * sw/sw.ts as a whole, against a fake worker scope: installed with a small precache manifest, activated, then
 * sent the requests a page makes. The network is a map of paths the test controls (or fails, offline).
 */
const SHELL: Record<string, string> = {
  '/index.html': '<html data-page="index.html">',
  '/index.admin.html': '<html data-page="index.admin.html">',
  '/app.html': '<html data-page="app.html">',
  '/sign-in-paths.json': JSON.stringify(['/', '/register']),
  '/sign-in-pages.json': JSON.stringify({
    hostRules: [
      { brand: 'partner', host: 'partner.localhost', match: 'exact' },
      { brand: 'admin', host: 'admin', match: 'prefix' },
    ],
    pages: { default: 'index.html', admin: 'index.admin.html' },
  }),
  '/assets/index-AAAA.js': 'entry',
};
const MANIFEST = Object.keys(SHELL).map((path) => ({
  url: path.slice(1),
  revision: path.startsWith('/assets/') ? null : '1',
}));

let scope: FakeWorkerScope;
let served: Record<string, string>;
const requested: string[] = [];

async function startWorker(origin = 'http://localhost:4173') {
  scope = installFakeWorkerScope(origin);
  (scope as unknown as { __WB_MANIFEST: unknown }).__WB_MANIFEST = MANIFEST;
  served = { ...SHELL, '/config.json': '{"apiBaseUrl":""}', '/v1/user/profile': '{"code":1}' };
  scope.network = async (request) => {
    const url = new URL(request.url);
    requested.push(url.pathname);
    const body = served[url.pathname];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, { status: 200 });
  };
  vi.resetModules();
  await import('../../sw/sw.ts');
  expect((await scope.dispatch('install')).filter((result) => result.status === 'rejected')).toEqual([]);
  await scope.dispatch('activate');
}

const offline = () => {
  served = {};
};
const text = async (response: Response | undefined) => (response ? await response.text() : undefined);

beforeEach(() => {
  requested.length = 0;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the service worker (sw/sw.ts)', () => {
  it('precaches the shell on install and takes the open pages on activation, without skipping waiting', async () => {
    await startWorker();
    const names = await scope.caches.keys();
    const precache = names.find((name) => name.includes('precache'))!;
    expect((await scope.caches.urls())[precache]).toHaveLength(MANIFEST.length);
    expect(scope.clients.claim).toHaveBeenCalled();
    expect(scope.skipWaiting).not.toHaveBeenCalled();
  });

  it('answers a deep link offline with app.html, and a sign-in path with the host brand’s page', async () => {
    await startWorker();
    offline();
    const deep = await scope.fetch('/manage/payout/64b000000000000000000001?showPayment=true', {
      mode: 'navigate',
    });
    expect(await text(deep)).toContain('app.html');
    expect(await text(await scope.fetch('/', { mode: 'navigate' }))).toContain('"index.html"');
    expect(await text(await scope.fetch('/register/', { mode: 'navigate' }))).toContain('"index.html"');
  });

  it('gives the admin host its own prerendered sign-in page', async () => {
    await startWorker('http://admin.localhost:4173');
    offline();
    expect(await text(await scope.fetch('/', { mode: 'navigate' }))).toContain('index.admin.html');
  });

  it('leaves API requests to the network and never caches their responses', async () => {
    await startWorker();
    expect(await scope.fetch('/v1/user/profile')).toBeUndefined();
    expect(await scope.fetch('/v1/user/profile', { mode: 'navigate' })).toBeUndefined();
    await scope.dispatch('message', {
      data: { type: 'CACHE_URLS', payload: { urlsToCache: ['http://localhost:4173/v1/user/profile'] } },
      ports: [],
    });
    const urls = Object.values(await scope.caches.urls()).flat();
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/v1/'))).toEqual([]);
  });

  it('caches a visited screen’s chunk and serves it again without the network', async () => {
    await startWorker();
    served['/assets/dashboard-BBBB.js'] = 'dashboard';
    expect(await text(await scope.fetch('/assets/dashboard-BBBB.js'))).toBe('dashboard');
    offline();
    expect(await text(await scope.fetch('/assets/dashboard-BBBB.js'))).toBe('dashboard');
    expect((await scope.caches.urls())[CACHE_NAMES.assets]).toHaveLength(1);
  });

  it('keeps brand images in their own cache, the host’s logo and favicon from the install on', async () => {
    await startWorker();
    const brandCache = () =>
      (scope.caches.urls() as Promise<Record<string, string[]>>).then(
        (all) => all[CACHE_NAMES.brandAssets] ?? [],
      );
    // the install asked for them; the test network had none, so nothing was kept and the install still passed
    expect(requested).toEqual(
      expect.arrayContaining(['/brands/default/logo.svg', '/brands/default/favicon.svg']),
    );
    served['/menu-bg/bgimg2.svg'] = '<svg/>';
    await scope.fetch('/menu-bg/bgimg2.svg');
    expect(await brandCache()).toEqual(['http://localhost:4173/menu-bg/bgimg2.svg']);
  });

  it('serves the last /config.json offline, and a fresh one online', async () => {
    await startWorker();
    expect(await text(await scope.fetch('/config.json'))).toBe('{"apiBaseUrl":""}');
    served['/config.json'] = '{"apiBaseUrl":"https://api.example"}';
    expect(await text(await scope.fetch('/config.json'))).toBe('{"apiBaseUrl":"https://api.example"}');
    offline();
    expect(await text(await scope.fetch('/config.json'))).toBe('{"apiBaseUrl":"https://api.example"}');
  });

  it('caches what the page loaded before it had a worker when the page hands the list over', async () => {
    await startWorker();
    served['/assets/transactions-CCCC.js'] = 'transactions';
    await scope.dispatch('message', {
      data: {
        type: 'CACHE_URLS',
        payload: { urlsToCache: ['http://localhost:4173/assets/transactions-CCCC.js'] },
      },
      ports: [],
    });
    offline();
    expect(await text(await scope.fetch('/assets/transactions-CCCC.js'))).toBe('transactions');
  });

  it('skips waiting only when the page asks (the user accepted the update)', async () => {
    await startWorker();
    await scope.dispatch('message', { data: { type: 'SOMETHING_ELSE' } });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    await scope.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
