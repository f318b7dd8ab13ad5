import { describe, expect, it } from 'vitest';
import { openTab, validatePayoutSearch } from '../../../src/features/payouts/detail/search.ts';

describe('the payout page’s search params', () => {
  it('keeps a known tab, showPayment only when true, and bounded page and limit', () => {
    expect(validatePayoutSearch({ tab: 'refunds', showPayment: 'true', page: '3', limit: 20 })).toEqual({
      tab: 'refunds',
      showPayment: true,
      page: 3,
      limit: 20,
    });
    expect(validatePayoutSearch({ tab: 'secrets', showPayment: 'yes', page: -1, limit: 10_000 })).toEqual({
      page: 1,
      limit: 50,
    });
  });

  it('opens Payments for the notifications’ deep link unless a tab is named, else the summary', () => {
    expect(openTab({ showPayment: true })).toBe('payments');
    expect(openTab({ showPayment: true, tab: 'disputes' })).toBe('disputes');
    expect(openTab({})).toBe('summary');
  });
});
