import { setupI18n } from '@lingui/core';
import { currentLocale } from './locale-store.ts';
import { intlLocaleOf, type Locale } from './locales.ts';
import { installFormatter, type MessageValues } from './translate.ts';

/**
 * Lingui's runtime, formatting the translated languages' plurals and selects by their CLDR rules (Intl: Arabic's
 * six plural forms, French's "one" for 0 and 1.5). It comes with each language's catalogs (the build's
 * `virtual:translations/<language>` imports it: scripts/vite/compile-messages.ts); English, whose rules
 * src/i18n/translate.ts writes itself, never loads it.
 */
const i18n = setupI18n();
let active: Locale | null = null;

installFormatter((compiled: unknown, values: MessageValues | undefined) => {
  const locale = currentLocale();
  if (active !== locale) {
    i18n.loadAndActivate({ locale, locales: [intlLocaleOf(locale)], messages: {} });
    active = locale;
  }
  // The message is given compiled (Lingui's own format, made at build time), not looked up by id.
  return i18n._({ id: '', message: compiled as string, ...(values ? { values } : {}) });
});
