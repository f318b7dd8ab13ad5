import { describe, expect, it } from 'vitest';
import {
  isBrandAsset,
  isHashedAsset,
  isProviderPath,
  isRuntimeConfig,
  isShellNavigation,
  type RequestContext,
} from '../../sw/request-kinds.ts';

const ORIGIN = 'http://localhost:4173';

function context(path: string, { mode = 'cors', origin = ORIGIN, method = 'GET' } = {}): RequestContext {
  const url = new URL(path, origin);
  const request = new Request(url, { method });
  Object.defineProperty(request, 'mode', { value: mode });
  return { url, request, sameOrigin: url.origin === ORIGIN };
}

describe('what the worker answers', () => {
  it('answers navigations to the app’s routes with the shell, deep links included', () => {
    for (const path of ['/', '/main/dashboard/', '/manage/payout/64b000000000000000000001?showPayment=true'])
      expect(isShellNavigation(context(path, { mode: 'navigate' }))).toBe(true);
  });

  it('never answers the provider’s paths, files, other origins or non-navigations with the shell', () => {
    for (const path of [
      '/v1/user/profile',
      '/v1',
      '/oidc/authorize?x=1',
      '/__sandbox/outbox',
      '/config.json',
    ])
      expect(isShellNavigation(context(path, { mode: 'navigate' }))).toBe(false);
    expect(
      isShellNavigation(context('/main/dashboard/', { mode: 'navigate', origin: 'https://x.test' })),
    ).toBe(false);
    expect(isShellNavigation(context('/main/dashboard/'))).toBe(false);
  });

  it('knows the provider’s paths by their first segment only', () => {
    expect(isProviderPath('/v1/transactions')).toBe(true);
    expect(isProviderPath('/v1x/transactions')).toBe(false);
    expect(isProviderPath('/manage/v1/')).toBe(false);
  });

  it('caches fingerprinted build files, brand images and the configuration, of its own origin only', () => {
    expect(isHashedAsset(context('/assets/dashboard-AbC123.js'))).toBe(true);
    expect(isHashedAsset(context('/assets/index-DyFMx7vz.css'))).toBe(true);
    expect(isHashedAsset(context('/assets/dashboard-AbC123.js', { origin: 'https://cdn.test' }))).toBe(false);
    expect(isBrandAsset(context('/brands/partner/logo.svg'))).toBe(true);
    expect(isBrandAsset(context('/menu-bg/bgimg3.svg'))).toBe(true);
    expect(isBrandAsset(context('/v1/config/brand-logos'))).toBe(false);
    expect(isRuntimeConfig(context('/config.json'))).toBe(true);
    expect(isRuntimeConfig(context('/config.json', { method: 'POST' }))).toBe(false);
  });

  it('has no route for any API request', () => {
    for (const path of ['/v1/user/profile', '/v1/assets/x.js', '/v1/config/brand-logos', '/v1/config.json']) {
      const request = context(path);
      expect([isHashedAsset, isBrandAsset, isRuntimeConfig].some((matches) => matches(request))).toBe(false);
    }
  });
});
