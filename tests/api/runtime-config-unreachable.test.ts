// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, RuntimeConfigUnreachableError } from '../../src/api/runtime-config.ts';

/**
 * Issue 26: a configuration that cannot be reached (offline, the server down, nothing saved by the worker) is
 * told apart from a misconfiguration, so the start screen can offer a retry instead of an error.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__bootConfig;
});

const failingFetch = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

describe('loadRuntimeConfig when the network gives no answer', () => {
  it('throws RuntimeConfigUnreachableError, never the browser’s "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', failingFetch());
    const error: unknown = await loadRuntimeConfig().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RuntimeConfigUnreachableError);
    expect((error as Error).message).not.toMatch(/Failed to fetch/);
  });

  it('does so when both the early request of config-boot.js and the second try fail', async () => {
    const fetchSpy = failingFetch();
    vi.stubGlobal('fetch', fetchSpy);
    window.__bootConfig = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigUnreachableError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps an HTTP error and a malformed file as configuration errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 500 }))),
    );
    const http: unknown = await loadRuntimeConfig().catch((thrown: unknown) => thrown);
    expect(http).not.toBeInstanceOf(RuntimeConfigUnreachableError);
    expect((http as Error).message).toBe('The app configuration could not be loaded (HTTP 500).');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{not json', { status: 200 }))),
    );
    const malformed: unknown = await loadRuntimeConfig().catch((thrown: unknown) => thrown);
    expect(malformed).not.toBeInstanceOf(RuntimeConfigUnreachableError);
    expect((malformed as Error).message).toBe('The app configuration (/config.json) is malformed.');
  });

  it('lets a caller’s abort through as the abort it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const error: unknown = await loadRuntimeConfig(new AbortController().signal).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).not.toBeInstanceOf(RuntimeConfigUnreachableError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
