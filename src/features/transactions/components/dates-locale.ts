import { useEffect, useState } from 'react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { SOURCE_LOCALE, type Locale } from '../../../i18n/locales.ts';

/**
 * dayjs's month and weekday names of each language but English (built into dayjs), fetched the first time the
 * calendar is shown in that language. `dayjs/locale/*` registers itself on the same dayjs that @mantine/dates
 * formats with; its Arabic digits are never used (they need dayjs's preParsePostFormat plugin), so the days
 * keep the Latin digits the app writes every number with (src/i18n/locales.ts).
 */
const DAYJS_LOCALES: Partial<Record<Locale, () => Promise<unknown>>> = {
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

const loaded = new Set<Locale>([SOURCE_LOCALE]);
const loading = new Map<Locale, Promise<void>>();

/** Loads a language's calendar names once; a failed load (offline) may be tried again later. */
export function loadDatesLocale(locale: Locale): Promise<void> {
  const load = DAYJS_LOCALES[locale];
  if (!load || loaded.has(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = load().then(
      () => void loaded.add(locale),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * The dayjs locale the calendar speaks now: the app's language once its names are loaded, English until then
 * (and if they cannot be loaded). Re-renders when the language changes or its names arrive.
 */
export function useDatesLocale(): Locale {
  const locale = useLocale();
  const [, setArrived] = useState<Locale | null>(null);
  useEffect(() => {
    if (loaded.has(locale)) return;
    let live = true;
    loadDatesLocale(locale).then(
      () => live && setArrived(locale),
      () => undefined, // offline before they were cached: English names, the app's words still translated
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded.has(locale) ? locale : SOURCE_LOCALE;
}
