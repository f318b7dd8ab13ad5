import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { chooseLocale, currentLocale, takeUnsavedChoice, useLocale } from '../../../i18n/locale-store.ts';
import { isLocale } from '../../../i18n/locales.ts';
import { useSessionScope } from '../../../session/context.tsx';
import { rememberLanguageForWorker } from '../../../shared/worker-language.ts';
import { useSaveLanguage } from '../language-mutation.ts';
import { profileQueryOptions } from '../queries.ts';

/**
 * Mounted with the signed-in layout: the language is the user's, remembered by the provider. A language chosen
 * on the sign-in page just before is saved for the user (their latest choice); otherwise the user's language,
 * once their profile is read, is spoken here too (chosen on another device). The service worker, which writes
 * push notifications while no page is open, is told the language each time it changes. Renders nothing.
 */
export function ProviderLanguageSync() {
  const api = useApiClient();
  const scope = useSessionScope();
  const locale = useLocale();
  const language = useQuery(profileQueryOptions(api, scope)).data?.language;
  const { mutate: saveLanguage } = useSaveLanguage();

  useEffect(() => {
    void rememberLanguageForWorker(locale);
  }, [locale]);

  useEffect(() => {
    if (language === undefined) return; // not read yet
    const unsaved = takeUnsavedChoice();
    if (unsaved) {
      if (unsaved !== language) saveLanguage(unsaved);
    } else if (isLocale(language) && language !== currentLocale()) {
      // an unreachable catalog (offline) leaves this device's language; the next start tries again
      chooseLocale(language).catch(() => undefined);
    }
  }, [language, saveLanguage]);
  return null;
}
