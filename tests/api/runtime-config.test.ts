// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../../src/api/runtime-config.ts';
import { activateLocale } from '../../src/i18n/locale-store.ts';

const CONFIG = { apiBaseUrl: 'https://api.example.test/', jwtPublicKey: 'a2V5', vapidPublicKey: 'dmFwaWQ' };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(async () => {
  await activateLocale('en');
  vi.unstubAllGlobals();
  delete window.__bootConfig;
});

describe('loadRuntimeConfig', () => {
  it('uses the request public/config-boot.js started early, once, without fetching again', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(json({ ...CONFIG, apiBaseUrl: 'https://other.test' })));
    vi.stubGlobal('fetch', fetchSpy);
    window.__bootConfig = Promise.resolve(json(CONFIG));

    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'https://api.example.test' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__bootConfig).toBeNull();
    // a second load (e.g. a retry) reads a fresh answer
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'https://other.test' });
  });

  it('fetches again when the early request failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(CONFIG))),
    );
    window.__bootConfig = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ jwtPublicKey: 'a2V5' });
  });

  it('says so when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 503 }))),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'The app configuration could not be loaded (HTTP 503).',
    );
  });

  it('words its error in the language the page has when it is shown, not when it was made', async () => {
    // src/main.tsx loads the page's language while it fetches the configuration: the error may come first
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"apiBaseUrl": 1}', { status: 200 }))),
    );
    const failure = (await loadRuntimeConfig().catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe('The app configuration (/config.json) is malformed.');
    await activateLocale('fr');
    expect(failure.message).toBe('La configuration de l’application (/config.json) est mal formée.');
  });
});
