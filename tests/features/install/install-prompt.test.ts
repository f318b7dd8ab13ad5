// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  createInstallPromptStore,
  type BeforeInstallPromptEvent,
} from '../../../src/features/install/install-prompt.ts';

/** A `beforeinstallprompt` as Chromium fires it: cancelable, with prompt() and the user's choice. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

/** A window of its own per test: the store listens on it. */
function freshWindow(): Window {
  const target = new EventTarget() as unknown as Window;
  return target;
}

describe('the install offer', () => {
  it('is not there until the browser makes it, and then is, its mini-infobar cancelled', () => {
    const target = freshWindow();
    const store = createInstallPromptStore(target);
    const onChange = vi.fn();
    store.subscribe(onChange);
    expect(store.available()).toBe(false);
    const { event } = installOffer();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.available()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('made before the bundle ran (kept by config-boot.js) is taken over', () => {
    const target = freshWindow();
    target.__installPrompt = installOffer().event;
    expect(createInstallPromptStore(target).available()).toBe(true);
  });

  it("shows the browser's dialog once on install, and is gone after it", async () => {
    const target = freshWindow();
    const store = createInstallPromptStore(target);
    const { event, prompt } = installOffer('dismissed');
    target.dispatchEvent(event);
    await expect(store.install()).resolves.toBe(false);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.available()).toBe(false);
    await expect(store.install()).resolves.toBe(false);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is withdrawn when the app has been installed (from the browser menu, say)', () => {
    const target = freshWindow();
    const store = createInstallPromptStore(target);
    target.dispatchEvent(installOffer().event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.available()).toBe(false);
    expect(target.__installPrompt).toBeNull();
  });
});
