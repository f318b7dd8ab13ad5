import '../support/workbox-quiet.ts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '../../src/shared/cache-names.ts';
import { runtimeConfigStrategy } from '../../sw/runtime-caches.ts';
import { warmRuntimeConfig } from '../../sw/runtime-config-warmup.ts';
import { asWorkerScope, installFakeWorkerScope } from '../support/fake-worker-scope.ts';

/**
 * Issue 26: /config.json is saved when the worker installs, so the first visit (whose page fetched it before the
 * worker existed) is enough for an offline start.
 */
const CONFIG = '{"apiBaseUrl":"","jwtPublicKey":"a2V5","vapidPublicKey":"dmFwaWQ"}';

afterAll(() => {
  vi.unstubAllGlobals();
});

function workerWith(network: (request: Request) => Promise<Response>) {
  const scope = installFakeWorkerScope();
  scope.network = network;
  warmRuntimeConfig(asWorkerScope(scope), runtimeConfigStrategy());
  return scope;
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('the runtime configuration warm-up (sw/runtime-config-warmup.ts)', () => {
  it('saves /config.json in the route’s cache at install', async () => {
    const requests: Request[] = [];
    const scope = workerWith(async (request) => {
      requests.push(request);
      return new Response(CONFIG, { status: 200 });
    });
    const results = await scope.dispatch('install');
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/config.json']);
    // never an HTTP-cached copy: the page asks for a fresh one too
    expect(requests[0]!.cache).toBe('no-store');
    expect((await scope.caches.urls())[CACHE_NAMES.runtimeConfig]).toEqual([
      'http://localhost:4173/config.json',
    ]);
    const saved = await scope.caches.match('/config.json', { cacheName: CACHE_NAMES.runtimeConfig });
    expect(await saved?.text()).toBe(CONFIG);
  });

  it('never fails the install when the configuration cannot be fetched, and saves nothing then', async () => {
    const scope = workerWith(offline);
    const results = await scope.dispatch('install');
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await scope.caches.urls())[CACHE_NAMES.runtimeConfig] ?? []).toEqual([]);
  });

  it('keeps no HTTP error answer', async () => {
    const scope = workerWith(async () => new Response('down', { status: 503 }));
    const results = await scope.dispatch('install');
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await scope.caches.urls())[CACHE_NAMES.runtimeConfig] ?? []).toEqual([]);
  });
});

describe('the worker (sw/sw.ts) with it wired', () => {
  it('answers /config.json offline right after install, without a page ever having asked for it', async () => {
    const scope = installFakeWorkerScope();
    (scope as unknown as { __WB_MANIFEST: unknown }).__WB_MANIFEST = [];
    scope.network = async (request) =>
      new URL(request.url).pathname === '/config.json'
        ? new Response(CONFIG, { status: 200 })
        : Promise.reject(new TypeError('Failed to fetch'));
    vi.resetModules();
    await import('../../sw/sw.ts');
    expect((await scope.dispatch('install')).filter((result) => result.status === 'rejected')).toEqual([]);
    await scope.dispatch('activate');
    scope.network = offline;
    expect(await (await scope.fetch('/config.json'))?.text()).toBe(CONFIG);
  });
});
