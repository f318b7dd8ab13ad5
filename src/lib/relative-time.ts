/**
 * "in 3 minutes", "2 hours ago": a moment relative to now, beside the absolute time (src/lib/dates.ts) that it
 * never replaces. Its own module, not dates.ts: only the payout page uses it, and dates.ts is in every first
 * visit's JS (tests/e2e/size-budget.spec.ts).
 */
import { currentLocale } from '../i18n/locale-store.ts';
import { intlLocaleOf, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';

type DateInput = string | number | Date | null | undefined;

/** A Date for valid input, or null (as dates.ts decides it). */
function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * The distance from `now` to a moment in the largest unit that keeps it under the next one, rounded: 40 s →
 * [40, 'second'], -90 min → [-2, 'hour'] (a negative amount is in the past).
 */
function relativeAmount(ms: number): [number, RelativeUnit] {
  // halves away from zero, so that the past and the future round alike (Math.round(-1.5) is -1)
  const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
  const seconds = round(ms / 1000);
  if (Math.abs(seconds) < 60) return [seconds, 'second'];
  const minutes = round(seconds / 60);
  if (Math.abs(minutes) < 60) return [minutes, 'minute'];
  const hours = round(minutes / 60);
  if (Math.abs(hours) < 24) return [hours, 'hour'];
  const days = round(hours / 24);
  if (Math.abs(days) < 30) return [days, 'day'];
  const months = round(days / 30.44);
  if (Math.abs(months) < 12) return [months, 'month'];
  return [round(days / 365.25), 'year'];
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeIn(locale: Locale, amount: number, unit: RelativeUnit): string {
  // "auto" only for the present ("maintenant"): elsewhere always a number ("dans 1 jour", not "demain"), as
  // English is written
  const numeric = amount === 0 ? 'auto' : 'always';
  let format = relativeFormats.get(`${locale} ${numeric}`);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric });
    relativeFormats.set(`${locale} ${numeric}`, format);
  }
  return format.format(amount, unit);
}

/**
 * "in 3 minutes", "2 hours ago", "now": a moment relative to `now` (default: the present), or null for an
 * invalid date. English is written here (no Intl data for the English pages, as formatDayMonthUtc); another
 * language through Intl.RelativeTimeFormat. Show it beside the absolute time, which it never replaces.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string | null {
  const date = toValidDate(value);
  const from = toValidDate(now);
  if (!date || !from) return null;
  const [amount, unit] = relativeAmount(date.getTime() - from.getTime());
  const locale = currentLocale();
  if (locale !== SOURCE_LOCALE) return relativeIn(locale, amount, unit);
  if (amount === 0) return 'now';
  const count = Math.abs(amount);
  const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return amount > 0 ? `in ${words}` : `${words} ago`;
}
