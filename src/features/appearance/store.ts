import { useSyncExternalStore } from 'react';
import { applyPreferences } from './apply.ts';
import {
  BACKGROUND_KEY,
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  clearPreferences,
  loadPreferences,
  savePreferences,
  type Preferences,
} from './model.ts';

const listeners = new Set<() => void>();
let current: Preferences =
  typeof localStorage === 'undefined' ? DEFAULT_PREFERENCES : loadPreferences(localStorage);

function publish(next: Preferences): void {
  current = next;
  if (typeof document !== 'undefined') applyPreferences(document.documentElement, next);
  for (const listener of listeners) listener();
}

/** The theme preferences store: localStorage is the truth, <html> mirrors it, React reads it. */
export const preferencesStore = {
  get: (): Preferences => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
    const next = { ...current, [key]: value };
    savePreferences(localStorage, next);
    publish(next);
  },
  /** Reset: clears every stored preference and restores the defaults. */
  reset(): void {
    clearPreferences(localStorage);
    publish({ ...DEFAULT_PREFERENCES });
  },
  /** re-reads storage (tests, or another tab) */
  reload(): void {
    publish(loadPreferences(localStorage));
  },
};

/**
 * A theme chosen in another tab of the app applies here too, at once: the browser tells every other tab of the
 * origin when localStorage changes (a null key: the storage was cleared).
 */
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === PREFERENCES_KEY || event.key === BACKGROUND_KEY)
      preferencesStore.reload();
  });

/**
 * The current theme preferences; re-renders when one changes. Rendered at build time (the sign-in page's
 * prerender) there is no storage: the defaults, and theme-boot.js applies the stored ones before first paint.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}

/**
 * A language was chosen: the direction follows it again (issue 31: choosing a right-to-left language sets the
 * direction; the theme panel's LTR or RTL overrides it until the next choice of language).
 */
export function followLanguageDirection(): void {
  if (preferencesStore.get().dir !== null) preferencesStore.set('dir', null);
}
