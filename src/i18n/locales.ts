/**
 * The languages the back-office speaks (issue 31): English, the source of every message; French; and Arabic,
 * written right to left. A language is chosen by its two-letter code; `public/theme-boot.js` mirrors this list
 * (tests/i18n/locale-boot.test.ts holds the two together).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** localStorage key of this device's language; theme-boot.js reads it before the first paint. */
export const LOCALE_KEY = 'bo-lang';

/** Each language named in itself, as a language menu lists them (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale Intl formats with. Arabic keeps Latin digits (`nu-latn`): amounts, references and IDs are compared
 * with statements, bank portals and the API, which all write them so; it is the usage of Gulf and Maghreb
 * business software. The numbers still read left to right inside the right-to-left text.
 */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages the back-office speaks ("fr-CA" → fr), else English. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}
