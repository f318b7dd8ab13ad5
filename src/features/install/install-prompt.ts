import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): the browser's offer to install the app. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** the browser's current install offer, kept by public/config-boot.js */
    __installPrompt?: BeforeInstallPromptEvent | null;
  }
}

/**
 * The browser's offer to install the app, for the "Install app" entry of the profile menu. The browser makes it
 * once per page, possibly before the bundle has run, so the page's early script (public/config-boot.js, on
 * every page) listens from the start: it cancels the browser's own mini-infobar, keeps the offer on
 * `window.__installPrompt`, withdraws it when the app has been installed (`appinstalled`) and announces each
 * change with an `installpromptchange` event, which this module follows. An offer shows one prompt.
 */
const CHANGE = 'installpromptchange';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
}

const offered = () => Boolean(window.__installPrompt);

/** Shows the browser's install dialog (call it from a user gesture); resolves with whether the user accepted. */
export async function installApp(): Promise<boolean> {
  const offer = window.__installPrompt;
  if (!offer) return false;
  window.__installPrompt = null;
  window.dispatchEvent(new Event(CHANGE));
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

/** Whether the browser offers installation now. */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(subscribe, offered, () => false);
}
