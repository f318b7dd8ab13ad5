import { get, set } from 'idb-keyval';
import { isLocale, localeFromBrowser, type Locale } from '../i18n/locales.ts';

/**
 * The language the app speaks, told to the service worker, which writes the system notifications and cannot ask
 * a page (none may be open when a push comes): the app writes it to IndexedDB, in idb-keyval's default store,
 * where the worker reads it at each push. The same key as the device's choice in localStorage (LOCALE_KEY), which
 * a worker cannot read.
 */
export const WORKER_LANGUAGE_KEY = 'bo-lang';

/**
 * Remembers `locale` for the service worker's notifications. The app calls it whenever it speaks a language: at
 * start and at every change (and again after anything clears idb-keyval's default store). Never rejects: where
 * IndexedDB is missing or refused (some private windows), notifications follow the browser's language.
 */
export async function rememberLanguageForWorker(locale: Locale): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await set(WORKER_LANGUAGE_KEY, locale);
  } catch {
    /* storage refused: the worker falls back to the browser's language */
  }
}

/**
 * The language of the worker's notifications: the one the app last remembered for it, else the first of the
 * browser's languages the app speaks (what the app itself starts in when nothing was chosen), else English.
 */
export async function workerLanguage(browserLanguages: readonly string[] = []): Promise<Locale> {
  try {
    const remembered: unknown = typeof indexedDB === 'undefined' ? undefined : await get(WORKER_LANGUAGE_KEY);
    if (isLocale(remembered)) return remembered;
  } catch {
    /* storage unreadable: as if nothing was remembered */
  }
  return localeFromBrowser(browserLanguages);
}
