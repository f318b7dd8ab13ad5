import { describe, expect, it, vi } from 'vitest';
import {
  handOverLoadedFiles,
  loadedUrlsToCache,
} from '../../../src/app/service-worker/warm-runtime-cache.ts';

describe('what a first visit hands to the new worker to cache', () => {
  it('keeps same-origin build files, brand images and the configuration, each once; never API calls', () => {
    const origin = 'http://localhost:4173';
    const entries = [
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/index-x.css`,
      `${origin}/brands/default/logo.svg`,
      `${origin}/menu-bg/bgimg1.svg`,
      `${origin}/config.json`,
      `${origin}/v1/user/profile`,
      `${origin}/v1/assets/x.js`,
      'https://cdn.example/assets/lib.js',
      `${origin}/sw.js`,
    ].map((name) => ({ name }));
    expect(loadedUrlsToCache(entries, origin)).toEqual([
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/index-x.css`,
      `${origin}/brands/default/logo.svg`,
      `${origin}/menu-bg/bgimg1.svg`,
      `${origin}/config.json`,
    ]);
  });
});

describe('the hand-over to the first worker', () => {
  it('waits until a worker is active, even one another page registered and still installs, then hands over what the page loaded by then', async () => {
    const origin = 'http://localhost:4173';
    const postMessage = vi.fn();
    let activate!: () => void;
    // the registration's `ready`: pending while the worker another page registered is still installing
    const ready = new Promise<ServiceWorkerRegistration>((resolve) => {
      activate = () => resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
    });
    const loaded = [{ name: `${origin}/assets/index-a.js` }];
    const handedOver = handOverLoadedFiles({ ready }, () => loaded, origin);

    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
    loaded.push({ name: `${origin}/assets/organization-b.js` }, { name: `${origin}/v1/organizations` });
    activate();
    await handedOver;

    expect(postMessage).toHaveBeenCalledOnce();
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${origin}/assets/index-a.js`, `${origin}/assets/organization-b.js`] },
    });
  });
});
