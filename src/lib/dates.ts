import { currentLocale } from '../i18n/locale-store.ts';
import { intlLocaleOf, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';

type DateInput = string | number | Date | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Date for valid input, or null: the one place that decides what "invalid" means
 * (docs/product/05-validation.md §5.5).
 */
function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYYY-MM-DD in local time, zero padded; null for an invalid date. */
export function formatDate(value: DateInput): string | null {
  const date = toValidDate(value);
  if (!date) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Splits a moment into local YYYY-MM-DD and HH:MM:SS; both null for invalid input. */
export function splitDateTime(value: DateInput): { date: string | null; time: string | null } {
  const date = toValidDate(value);
  if (!date) return { date: null, time: null };
  return {
    date: formatDate(date),
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayMonthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "5 mars 2025 à 14:03" in the language spoken now, in UTC: one formatter per language, made once. */
function dayMonthUtcIn(locale: Locale, date: Date): string {
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    dayMonthFormats.set(locale, format);
  }
  return `${format.format(date)} UTC`;
}

/**
 * "5 March 2025, 14:03 UTC" (day, month name and UTC time); null for an invalid date. From the date's UTC
 * fields, not through dayjs: the all-loaded list writes one per row it creates while scrolling. In another
 * language, as Intl writes it there ("5 mars 2025 à 14:03 UTC").
 */
export function formatDayMonthUtc(value: DateInput): string | null {
  const date = toValidDate(value);
  if (!date) return null;
  const locale = currentLocale();
  if (locale !== SOURCE_LOCALE) return dayMonthUtcIn(locale, date);
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`;
}

/** "05/03/2025" (day/month/year, local time); null for an invalid date. */
export function formatDayMonthYear(value: DateInput): string | null {
  const date = toValidDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : null;
}
