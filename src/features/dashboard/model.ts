import type { components } from '../../shared/provider-schema.gen.ts';
import { statusLabel } from '../../lib/status-vocabulary.ts';
import { compareDecimals, toDecimal, type Decimal } from '../../lib/money.ts';

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

/** The statuses' words, from the one vocabulary (src/lib/status-vocabulary.ts). */
export const STATUS_LABELS = Object.fromEntries(
  STATUS_ORDER.map((status) => [status, statusLabel(status)]),
) as Record<TransactionStatus, string>;

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

/** The success rate (a ratio from 0 to 1) as a percentage with one decimal, e.g. `61.3 %`. */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;
}

/**
 * A YYYY-MM-DD day written day/month/year (docs/product/02-screens.md §2.7), without going through a time
 * zone.
 */
export function dayMonthYear(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** "01/11/2026 – 23/11/2026", or one day when both ends are the same. */
export function rangeLabel({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return startDate === endDate
    ? dayMonthYear(startDate)
    : `${dayMonthYear(startDate)} – ${dayMonthYear(endDate)}`;
}
