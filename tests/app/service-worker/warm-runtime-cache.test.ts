import { describe, expect, it } from 'vitest';
import { loadedUrlsToCache } from '../../../src/app/service-worker/warm-runtime-cache.ts';

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
