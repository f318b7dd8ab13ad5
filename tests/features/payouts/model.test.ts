import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import {
  endDateError,
  formatUtcDay,
  isCalendarDay,
  payoutPath,
  todayUtc,
} from '../../../src/features/payouts/model.ts';
import { isInFlight } from '../../../src/features/payouts/queries.ts';
import { validatePayoutSearch } from '../../../src/features/payouts/search.ts';

describe('the payout list’s search params', () => {
  it('keeps whole numbers and bounds them', () => {
    expect(validatePayoutSearch({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(validatePayoutSearch({ page: '2', limit: '50' })).toEqual({ page: 2, limit: 50 });
    expect(validatePayoutSearch({ page: 999_999, limit: 500 })).toEqual({ page: 100_000, limit: 50 });
  });

  it('falls back to page 1 of 10 for anything else', () => {
    for (const value of [0, -1, 1.5, 'abc', '', null, undefined, {}, '1e3'])
      expect(validatePayoutSearch({ page: value, limit: value })).toEqual({ page: 1, limit: 10 });
  });
});

describe('payout dates', () => {
  it('reads provider days in UTC', () => {
    expect(formatUtcDay('2026-11-09T23:59:59.999Z')).toBe('09/11/2026');
    expect(todayUtc(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
  });

  it('checks the end date: a real day, not after today', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(endDateError('', '2026-11-23')).toBe('Choose the last day to include');
    expect(endDateError('2026-13-01', '2026-11-23')).toBe('Enter a date as YYYY-MM-DD');
    expect(endDateError('2026-11-24', '2026-11-23')).toBe('The end date cannot be after today');
    expect(endDateError('2026-11-23', '2026-11-23')).toBeNull();
  });
});

describe('payout dates and messages in the language spoken', () => {
  afterEach(() => activateLocale('en'));

  it('write a day in the language’s day/month/year, and the end date’s messages in the language', async () => {
    await activateLocale('fr');
    expect(formatUtcDay('2026-11-09T23:59:59.999Z')).toBe('09/11/2026');
    expect(endDateError('', '2026-11-23')).toBe('Choisissez le dernier jour à inclure');
    await activateLocale('ar');
    // Latin digits; the marks keep the day first when the line is read right to left
    expect(formatUtcDay('2026-11-09T23:59:59.999Z')).toBe('09\u200f/11\u200f/2026');
    expect(endDateError('2026-11-24', '2026-11-23')).toBe('لا يمكن أن يكون تاريخ الانتهاء بعد اليوم');
  });
});

describe('payouts', () => {
  it('are still moving while pending or processing', () => {
    expect(
      ['pending', 'processing', 'paid', 'failed'].map((status) => isInFlight({ status: status as never })),
    ).toEqual([true, true, false, false]);
  });

  it('link to their page', () => {
    expect(payoutPath('0123456789abcdef01234567')).toBe('/manage/payout/0123456789abcdef01234567');
  });
});
