// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installApp,
  useInstallOffered,
  type BeforeInstallPromptEvent,
} from '../../../src/features/install/install-prompt.ts';

/** A `beforeinstallprompt` as Chromium fires it: cancelable, with prompt() and the user's choice. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

beforeAll(() => {
  // the page's early script, as every page runs it before the bundle (its /config.json request fails here)
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no server')));
  new Function(readFileSync('public/config-boot.js', 'utf8'))();
});

describe('the install offer', () => {
  it("is kept from the page's start, the mini-infobar cancelled, and followed by the app", () => {
    const { result } = renderHook(() => useInstallOffered());
    expect(result.current).toBe(false);
    const { event } = installOffer();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(window.__installPrompt).toBe(event);
    expect(result.current).toBe(true);
  });

  it("shows the browser's dialog once on install, and is gone after it", async () => {
    const { result } = renderHook(() => useInstallOffered());
    const { event, prompt } = installOffer('dismissed');
    act(() => void window.dispatchEvent(event));
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await installApp();
    });
    expect(accepted).toBe(false);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    await expect(installApp()).resolves.toBe(false);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is withdrawn when the app has been installed (from the browser menu, say)', () => {
    const { result } = renderHook(() => useInstallOffered());
    act(() => void window.dispatchEvent(installOffer().event));
    expect(result.current).toBe(true);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current).toBe(false);
    expect(window.__installPrompt).toBeNull();
  });
});
