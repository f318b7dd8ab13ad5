import { currentLocale } from '../../i18n/locale-store.ts';
import { intlLocaleOf, type Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { payoutsMessages } from './messages/index.ts';

/**
 * Day/month/year in each language's own writing (docs/product/02-screens.md §2.7): English as the product has
 * always written it (05/03/2025: British order, never the American month first), French the same, Arabic with
 * the marks that keep the day first when read right to left. One formatter per language, made when first used.
 */
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocaleOf(locale), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/**
 * A provider day as day/month/year in the language spoken now, read in UTC: the provider's periods are UTC
 * days (an end date is 23:59:59.999Z), so a local reading would show the next day east of Greenwich.
 */
export function formatUtcDay(iso: string, locale: Locale = currentLocale()): string {
  return dayFormat(locale).format(new Date(iso));
}

/** Today's date in UTC as YYYY-MM-DD: the latest end date that can include anything. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day in YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The end date's message in the language spoken now, or null: a real day, not after today (payments cannot
 * come from the future). Called by the form's validator, as the user sends it.
 */
export function endDateError(value: string, today = todayUtc()): string | null {
  if (!value) return translate(payoutsMessages, 'endDateMissing');
  if (!isCalendarDay(value)) return translate(payoutsMessages, 'endDateInvalid');
  if (value > today) return translate(payoutsMessages, 'endDateFuture');
  return null;
}

/** The payout page of one payout (the id is the provider's ObjectId; encoded all the same, it is data). */
export function payoutPath(payoutId: string): string {
  return `/manage/payout/${encodeURIComponent(payoutId)}`;
}
