import { describe, expect, it, vi } from 'vitest';
import { routeAssetsFromCache } from '../../sw/asset-static-route.ts';

/**
 * Issue 26: the build's files come from Cache Storage without running the worker (the Static Routing API),
 * where the browser has it; elsewhere the worker's routes answer as before.
 */
function installWith(event: Record<string, unknown>) {
  let onInstall: ((event: unknown) => void) | undefined;
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'install') onInstall = listener;
    },
  } as unknown as ServiceWorkerGlobalScope;
  routeAssetsFromCache(scope);
  const waited: Promise<unknown>[] = [];
  onInstall!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
  return Promise.allSettled(waited);
}

describe('the static route of the build files (sw/asset-static-route.ts)', () => {
  it('sends GET /assets/* to the caches, before the worker would run', async () => {
    const addRoutes = vi.fn(async () => undefined);
    const settled = await installWith({ addRoutes });
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' },
    ]);
    expect(settled.every((result) => result.status === 'fulfilled')).toBe(true);
  });

  it('leaves the install alone where the browser has no static routes, or refuses the rule', async () => {
    expect(await installWith({})).toEqual([]);
    const refused = await installWith({ addRoutes: vi.fn(async () => Promise.reject(new TypeError('no'))) });
    expect(refused.map((result) => result.status)).toEqual(['fulfilled']);
  });
});
