import { setupI18n } from '@lingui/core';
import { currentLocale } from './locale-store.ts';
import { intlLocaleOf, type Locale } from './locales.ts';
import { installFormatter, type MessageValues } from './translate.ts';

/**
 * Lingui's runtime, formatting the messages that need more than text and arguments: plurals, selects, ordinals
 * and formatted numbers or dates, by the language's CLDR rules (Intl). It comes with the catalogs that have such
 * a message: the build makes their `messages/index.ts` import this module, and every translated language's
 * module too (scripts/vite/compile-messages.ts). A page whose words are all text and arguments (the sign-in
 * page in English) never loads it.
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
