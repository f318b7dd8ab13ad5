import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import {
  barRatio,
  currencyFigures,
  dailySeries,
  formatRate,
  rangeLabel,
  statusCounts,
} from '../../../src/features/dashboard/model.ts';
import { rangeDates, validateDashboardSearch } from '../../../src/features/dashboard/search.ts';
import { isCalendarDate } from '../../../src/features/transactions/search.ts';
import { toDecimal } from '../../../src/lib/money.ts';

const validate = (search: Record<string, unknown>) => validateDashboardSearch(search, isCalendarDate);
const NOW = new Date('2026-11-23T23:30:00Z');

describe('the dashboard range', () => {
  it('keeps a preset or a real custom span, and falls back to 30 days for anything else', () => {
    expect(validate({})).toMatchObject({ range: '30d' });
    expect(validate({ range: '7d' })).toMatchObject({ range: '7d' });
    expect(validate({ range: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      range: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    // dates alone mean a custom span
    expect(validate({ startDate: '2026-01-01', endDate: '2026-01-01' })).toMatchObject({ range: 'custom' });
    for (const bad of [
      { range: 'year' },
      { range: 7 },
      { range: 'custom' },
      { range: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' },
      { range: 'custom', startDate: '2026-03-01', endDate: '2026-02-01' },
      { range: 'custom', startDate: '2024-01-01', endDate: '2026-01-01' },
      { startDate: '<script>', endDate: '2026-01-01' },
    ]) {
      expect(validate(bad), JSON.stringify(bad)).toEqual({
        range: '30d',
        startDate: undefined,
        endDate: undefined,
      });
    }
  });

  it('turns a preset into UTC days, both ends included', () => {
    expect(rangeDates({ range: 'today' }, NOW)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(rangeDates({ range: '7d' }, NOW)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(rangeDates({ range: '30d' }, NOW)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
    expect(rangeDates({ range: 'month' }, NOW)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(rangeLabel({ startDate: '2026-11-01', endDate: '2026-11-23' })).toBe('01/11/2026 – 23/11/2026');
  });
});

describe('the dashboard figures', () => {
  const metrics = {
    currencies: [
      { currency: 'BTC', currencyType: 'crypto' as const, volume: 0.1, count: 2 },
      { currency: 'USD', currencyType: 'fiat' as const, volume: 0.2, count: 3 },
    ],
    byStatus: { success: 4, failed: 1 },
    daily: [
      { date: '2026-11-22', count: 2, currencies: [{ currency: 'USD', count: 2, volume: 0.2 }] },
      { date: '2026-11-23', count: 3, currencies: [{ currency: 'BTC', count: 2, volume: 0.1 }] },
    ],
    refunds: [],
    totalCount: 5,
    successRate: 0.8,
  };

  it('keeps each currency apart, in exact decimals', () => {
    const figures = currencyFigures(metrics);
    expect(figures.map((figure) => figure.volume.toFixed())).toEqual(['0.1', '0.2']);
    expect(dailySeries(metrics, 'BTC').map((day) => day.volume.toFixed())).toEqual(['0', '0.1']);
    expect(dailySeries(metrics, 'USD').map((day) => day.count)).toEqual([2, 0]);
  });

  it('lists every status, zero where the provider has none', () => {
    expect(statusCounts(metrics).map((entry) => entry.count)).toEqual([0, 4, 1, 0, 0, 0, 0]);
    expect(formatRate(0.8)).toBe('80.0 %');
    expect(formatRate(0.8013)).toBe('80.1 %');
  });

  it('scales bars by a ratio of decimals', () => {
    expect(barRatio(toDecimal('0.1'), toDecimal('0.3'))).toBeCloseTo(1 / 3, 5);
    expect(barRatio(toDecimal(0), toDecimal(0))).toBe(0);
    expect(barRatio(toDecimal('26.315'), toDecimal('26.315'))).toBe(1);
  });
});

describe('the dashboard’s figures in the language spoken', () => {
  afterEach(() => activateLocale('en'));

  it('write the success rate and the range as the language does', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-23' };
    await activateLocale('fr');
    expect(formatRate(0.8013)).toBe('80,1\u00a0%');
    expect(rangeLabel(range)).toBe('01/11/2026 – 23/11/2026');
    await activateLocale('ar');
    expect(formatRate(0.8013)).toBe('80.1%');
    // Latin digits; the marks keep the day first when the line is read right to left
    expect(rangeLabel(range)).toBe('01\u200f/11\u200f/2026 – 23\u200f/11\u200f/2026');
  });
});
