import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * A provider day as day/month/year (docs/product/02-screens.md §2.7), read in UTC: the provider's periods are
 * UTC days (an end date is 23:59:59.999Z), so a local reading would show the next day east of Greenwich.
 */
export function formatUtcDay(iso: string): string {
  return dayjs.utc(iso).format('DD/MM/YYYY');
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

/** The end date's message, or null: a real day, not after today (payments cannot come from the future). */
export function endDateError(value: string, today = todayUtc()): string | null {
  if (!value) return 'Choose the last day to include';
  if (!isCalendarDay(value)) return 'Enter a date as YYYY-MM-DD';
  if (value > today) return 'The end date cannot be after today';
  return null;
}

/** The payout page of one payout (the id is the provider's ObjectId; encoded all the same, it is data). */
export function payoutPath(payoutId: string): string {
  return `/manage/payout/${encodeURIComponent(payoutId)}`;
}
