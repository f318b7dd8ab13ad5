import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): the browser's offer to install the app. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** the offer public/config-boot.js kept when it came before the bundle ran (taken over here) */
    __installPrompt?: BeforeInstallPromptEvent | null;
  }
}

/**
 * The browser's offer to install the app, kept for the "Install app" entry of the profile menu. The browser
 * makes it once per page, possibly before the bundle has run: public/config-boot.js (on every page, `async`)
 * keeps it on `window.__installPrompt`, and this store takes it from there and listens from then on. The offer
 * is withdrawn once used (a prompt can be shown once) and when the app has been installed.
 */
export function createInstallPromptStore(target: Window) {
  let offer: BeforeInstallPromptEvent | null = target.__installPrompt ?? null;
  const listeners = new Set<() => void>();
  const set = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    target.__installPrompt = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    // no mini-infobar: the profile menu offers the installation where the user asks for it
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    available: () => offer !== null,
    /** Shows the browser's install dialog (from a user gesture); resolves with whether the user accepted. */
    async install(): Promise<boolean> {
      const current = offer;
      if (!current) return false;
      set(null);
      await current.prompt();
      const { outcome } = await current.userChoice;
      return outcome === 'accepted';
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

let store: InstallPromptStore | undefined;

/** The page's store, made on first use (after config-boot.js has had its chance to keep an early offer). */
export function installPromptStore(): InstallPromptStore {
  store ??= createInstallPromptStore(window);
  return store;
}

/** Whether the browser offers installation now, and the function that asks it to. */
export function useInstallPrompt(): { available: boolean; install: () => Promise<boolean> } {
  const current = installPromptStore();
  const available = useSyncExternalStore(current.subscribe, current.available, () => false);
  return { available, install: current.install };
}
