import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../src/i18n/locales.ts';
import type { NotificationLanguage, PushMessageKey } from '../src/shared/push-notification.ts';
import ar from '../src/shared/notification-words/messages/ar.json';
import en from '../src/shared/notification-words/messages/en.json';
import fr from '../src/shared/notification-words/messages/fr.json';

/**
 * The words of the worker's notifications, in every language the app speaks: src/shared/notification-words/messages/{en,fr,ar}.json, all
 * bundled with the worker (a push may come offline, with no window open, so nothing is fetched). ICU messages
 * compiled at build time as the app's are (scripts/vite/compile-messages.ts, which vite.config.ts also gives the
 * worker's build), formatted by Lingui as src/i18n/locale-store.ts does. English is the source: a key another
 * catalog lacks is written in English.
 */
const CATALOGS: Record<Locale, Messages> = { en: en satisfies Record<PushMessageKey, string>, fr, ar };

/**
 * Lingui's compiled form of a plain message is a one-string array; the build keeps it a plain string, which
 * Lingui's production runtime takes for an uncompiled message (and warns about at every use).
 */
function compiledForm(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === 'string' ? [message] : message,
    ]),
  );
}

/** One Lingui per language, made at its first notification: a push never changes another's language. */
const runtimes = new Map<Locale, I18n>();

function runtimeOf(locale: Locale): I18n {
  let runtime = runtimes.get(locale);
  if (!runtime) {
    const messages = compiledForm({ ...CATALOGS.en, ...CATALOGS[locale] });
    runtime = setupI18n({ locale, messages: { [locale]: messages } });
    runtimes.set(locale, runtime);
  }
  return runtime;
}

/** The notifications' words in `locale`, for src/shared/push-notification.ts's systemNotification. */
export function notificationLanguage(locale: Locale): NotificationLanguage {
  const runtime = runtimeOf(locale);
  return { locale, words: (key, values) => runtime._(key, values) };
}
