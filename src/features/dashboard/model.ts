import type { components } from '../../shared/provider-schema.gen.ts';
import { compareDecimals, toDecimal, type Decimal } from '../../lib/money.ts';
import { currentLocale } from '../../i18n/locale-store.ts';
import { intlLocaleOf, type Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { dashboardMessages } from './messages/index.ts';

export type TransactionMetrics = components['schemas']['TransactionMetrics'];
export type TransactionStatus = components['schemas']['TransactionStatus'];

/** Statuses in the order a merchant reads them: what is under way, what came in, what went wrong or back. */
const STATUS_ORDER: readonly TransactionStatus[] = [
  'pending',
  'success',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'disputed',
];

/** One currency's figures: its volume as an exact decimal (never added to another currency's). */
export interface CurrencyFigure {
  currency: string;
  currencyType: 'crypto' | 'fiat';
  volume: Decimal;
  count: number;
}

/** The metrics' currencies, each amount read once into a decimal, in the provider's (alphabetical) order. */
export function currencyFigures(metrics: TransactionMetrics): CurrencyFigure[] {
  return metrics.currencies.map((entry) => ({
    currency: entry.currency.toUpperCase(),
    currencyType: entry.currencyType,
    volume: toDecimal(entry.volume),
    count: entry.count,
  }));
}

/** Every status with its count (0 where the provider lists none), in STATUS_ORDER. */
export function statusCounts(metrics: TransactionMetrics): { status: TransactionStatus; count: number }[] {
  const byStatus: Partial<Record<TransactionStatus, number>> = metrics.byStatus;
  return STATUS_ORDER.map((status) => ({ status, count: byStatus[status] ?? 0 }));
}

/** Successful refunds per currency, amounts as decimals. */
export function refundFigures(metrics: TransactionMetrics) {
  return metrics.refunds.map((entry) => ({
    currency: entry.currency.toUpperCase(),
    count: entry.count,
    amount: toDecimal(entry.amount),
  }));
}

/** One currency's day-by-day series over the whole range (quiet days are zero). */
export function dailySeries(metrics: TransactionMetrics, currency: string) {
  return metrics.daily.map((day) => {
    const entry = day.currencies.find((item) => item.currency.toUpperCase() === currency);
    return { date: day.date, count: entry?.count ?? 0, volume: toDecimal(entry?.volume ?? 0) };
  });
}

/** The largest of some amounts (zero for none): the top of a chart's scale. */
export function maxDecimal(amounts: readonly Decimal[]): Decimal {
  return amounts.reduce((max, amount) => (compareDecimals(amount, max) > 0 ? amount : max), toDecimal(0));
}

/**
 * How much of a bar's full length `value` takes, from 0 to 1. Pixel geometry only: the ratio is computed on
 * the decimals and only then becomes a Number for the SVG's coordinates; no amount shown is ever derived from
 * it.
 */
export function barRatio(value: Decimal, max: Decimal): number {
  if (max.lte(0)) return 0;
  return Number(value.div(max).toFixed(6));
}

/**
 * Each language's decimal mark, written by hand rather than by Intl.NumberFormat: a page's first Intl number
 * format loads the locale's data, about 70 ms at 4× CPU in the middle of the dashboard's first render
 * (src/lib/count.ts). Arabic keeps Latin digits and their point (src/i18n/locales.ts, intlLocaleOf).
 */
const DECIMAL_MARK: Record<Locale, string> = { en: '.', fr: ',', ar: '.' };

/**
 * The success rate (a ratio from 0 to 1) as a percentage with one decimal in the language spoken now, e.g.
 * `61.3 %`, `61,3 %`.
 */
export function formatRate(rate: number): string {
  const digits = (Math.round(rate * 1000) / 10).toFixed(1).replace('.', DECIMAL_MARK[currentLocale()]);
  return translate(dashboardMessages, 'percent', { rate: digits });
}

/** The other languages' day/month/year (English's is written by hand, for the first visit's sake: above). */
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD day written day/month/year (docs/product/02-screens.md §2.7), without going through a time
 * zone: in English by hand (05/03/2025); in French and Arabic as Intl writes that order for them (Arabic with
 * the marks that keep the day first when read right to left).
 */
export function dayMonthYear(day: string, locale: Locale = currentLocale()): string {
  const [year, month, date] = day.split('-');
  if (locale === 'en') return `${date}/${month}/${year}`;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00.000Z`));
}

/** "01/11/2026 – 23/11/2026", or one day when both ends are the same. */
export function rangeLabel(
  { startDate, endDate }: { startDate: string; endDate: string },
  locale: Locale = currentLocale(),
): string {
  return startDate === endDate
    ? dayMonthYear(startDate, locale)
    : `${dayMonthYear(startDate, locale)} – ${dayMonthYear(endDate, locale)}`;
}
