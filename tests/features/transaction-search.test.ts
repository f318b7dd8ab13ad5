import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSACTION_SEARCH,
  isCalendarDate,
  transactionFilters,
  validateTransactionSearch,
} from '../../src/features/transactions/search.ts';

describe('the transaction list view in the URL', () => {
  it('keeps every filter named as the provider names it', () => {
    const view = {
      page: 3,
      limit: 50,
      sortField: 'amount',
      sortOrder: 'asc',
      status: 'refunded',
      currency: 'BTC',
      currencyType: 'crypto',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      isProcessed: true,
      orgId: '64b000000000000000000001',
      keyId: '64b0000000000000000000aa',
      search: 'pay_123',
      title: 'Order #10',
    };
    expect(validateTransactionSearch(view)).toEqual(view);
    // as typed into the address bar: strings
    expect(
      validateTransactionSearch({ page: '3', limit: '50', isProcessed: 'false', currency: 'usdt' }),
    ).toEqual({
      ...DEFAULT_TRANSACTION_SEARCH,
      page: 3,
      limit: 50,
      isProcessed: false,
      currency: 'USDT',
    });
  });

  it('falls back to the defaults for hostile or out-of-range values, never an error', () => {
    const hostile = {
      page: -4,
      limit: 1_000_000,
      sortField: 'password',
      sortOrder: 'sideways',
      status: '<script>alert(1)</script>',
      currency: 'US D',
      currencyType: 'gold',
      isProcessed: 'maybe',
      orgId: "' OR 1=1 --",
      keyId: '123',
    };
    expect(validateTransactionSearch(hostile)).toEqual({ ...DEFAULT_TRANSACTION_SEARCH, limit: 100 });
    expect(validateTransactionSearch({ page: 10_000_000 }).page).toBe(100_000);
    expect(validateTransactionSearch({ page: 1.5, limit: 0 })).toEqual(DEFAULT_TRANSACTION_SEARCH);
  });

  it('keeps a date range only when both ends are real days, in order', () => {
    const range = (startDate: unknown, endDate: unknown) => {
      const { startDate: start, endDate: end } = validateTransactionSearch({ startDate, endDate });
      return [start, end];
    };
    expect(range('2026-02-01', '2026-02-28')).toEqual(['2026-02-01', '2026-02-28']);
    expect(range('2026-02-01', undefined)).toEqual([undefined, undefined]);
    expect(range('2026-02-30', '2026-03-01')).toEqual([undefined, undefined]);
    expect(range('2026-03-01', '2026-02-01')).toEqual([undefined, undefined]);
    expect(range('yesterday', '2026-02-01')).toEqual([undefined, undefined]);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });

  it('trims the text filters, drops empty ones and bounds their length', () => {
    const view = validateTransactionSearch({ search: '  pay_1  ', title: '   ' });
    expect(view.search).toBe('pay_1');
    expect('title' in view).toBe(false);
    expect(validateTransactionSearch({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('gives the filters of a view without its paging and sort', () => {
    const view = validateTransactionSearch({ page: 2, status: 'success', currency: 'EUR' });
    expect(transactionFilters(view)).toEqual({ status: 'success', currency: 'EUR' });
  });
});
