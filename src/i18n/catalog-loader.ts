import type { Locale } from './locales.ts';

/**
 * One language's messages of every namespace, keyed `namespace:key` as defineMessages names them: one module
 * per language that the build makes of all its catalogs (scripts/vite/compile-messages.ts), fetched only when
 * that language is chosen. English has none: its messages come with the code that uses them.
 */
export async function loadTranslations(locale: Locale): Promise<Readonly<Record<string, unknown>>> {
  switch (locale) {
    case 'fr':
      return (await import('virtual:translations/fr')).default;
    case 'ar':
      return (await import('virtual:translations/ar')).default;
    default:
      return {};
  }
}
