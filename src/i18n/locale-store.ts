import { useSyncExternalStore } from 'react';
import { directionOf, isLocale, LOCALE_KEY, SOURCE_LOCALE, type Locale } from './locales.ts';
import { loadTranslations } from './catalog-loader.ts';

/**
 * The language the app speaks now, and its translated messages (every namespace's, keyed `namespace:key`). English
 * messages come with the modules that use them (defineMessages); another language's are loaded all at once when
 * it is chosen, from one file per language, so a first visit in English loads no catalog at all.
 */
const listeners = new Set<() => void>();
let current: Locale = SOURCE_LOCALE;
/** the language last asked for: a slower catalog of an earlier choice must not win */
let requested: Locale = SOURCE_LOCALE;
const catalogs = new Map<Locale, Readonly<Record<string, unknown>>>([[SOURCE_LOCALE, {}]]);
let spoken: Readonly<Record<string, unknown>> = {};

export function currentLocale(): Locale {
  return current;
}

/** The compiled message `id` ("features/payouts:title") in the language spoken now; undefined in English. */
export function translatedMessage(id: string): unknown {
  return spoken[id];
}

/**
 * The language this page started in: what public/theme-boot.js put on <html lang> before the first paint (the
 * device's choice, else the browser's first language the app speaks).
 */
export function bootLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}

function publish(locale: Locale): void {
  current = locale;
  spoken = catalogs.get(locale) ?? {};
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Speaks `locale` once its catalog is loaded (at once for English). A failed load (offline before the catalog
 * was cached) leaves the language as it was and rejects, for the caller to say so.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  if (!catalogs.has(locale)) catalogs.set(locale, await loadTranslations(locale));
  if (requested === locale && current !== locale) publish(locale);
}

/** The user's choice of language: spoken at once, and remembered on this device for the next start. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* storage unavailable: the choice lasts this page */
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverLocale = () => SOURCE_LOCALE;

/** The language spoken now; re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, serverLocale);
}

/** The text direction the language asks for (the theme panel's direction option overrides it). */
export function useLanguageDirection(): 'ltr' | 'rtl' {
  return directionOf(useLocale());
}

/** sessionStorage: a language chosen signed out, to be saved for the user once signed in */
const UNSAVED_KEY = 'bo-lang-unsaved';

/** Notes a choice made before signing in (the sign-in page's): the next sign-in saves it for the user. */
export function noteUnsavedChoice(locale: Locale): void {
  try {
    sessionStorage.setItem(UNSAVED_KEY, locale);
  } catch {
    /* storage unavailable: the choice stays this device's */
  }
}

/** The choice made before signing in, once (it is forgotten as it is read); null if there was none. */
export function takeUnsavedChoice(): Locale | null {
  try {
    const chosen = sessionStorage.getItem(UNSAVED_KEY);
    sessionStorage.removeItem(UNSAVED_KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
