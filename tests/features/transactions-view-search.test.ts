import { describe, expect, it } from 'vitest';
import { datePresetRange, presetOf } from '../../src/features/transactions/date-presets.ts';
import {
  apiSearchOf,
  clearedFilters,
  hasActiveFilters,
  validateTransactionsView,
} from '../../src/features/transactions/view-search.ts';

describe('the transactions screen’s URL (filters plus view params)', () => {
  it('keeps tab and view out of what goes to the provider', () => {
    const view = validateTransactionsView({ tab: 'disputes', view: 'all', status: 'success', page: '2' });
    expect(view).toMatchObject({ tab: 'disputes', view: 'all', status: 'success', page: 2, disputePage: 1 });
    expect(apiSearchOf(view)).toEqual({
      page: 2,
      limit: 10,
      sortField: 'createdAt',
      sortOrder: 'desc',
      status: 'success',
    });
  });

  it('names every optional filter, so a hostile raw value cannot survive in the router’s search', () => {
    const view = validateTransactionsView({
      status: '<script>alert(1)</script>',
      tab: 'evil',
      disputePage: -3,
    });
    expect('status' in view).toBe(true);
    expect(view.status).toBeUndefined();
    expect(view.tab).toBe('transactions');
    expect(view.disputePage).toBe(1);
    expect(validateTransactionsView({ disputeStatus: 'won' }).disputeStatus).toBe('won');
    expect(validateTransactionsView({ disputeStatus: 'maybe' }).disputeStatus).toBeUndefined();
  });

  it('tells a filtered view from an unfiltered one and clears filters only', () => {
    const view = validateTransactionsView({ search: 'pay_', page: 4, limit: 50, sortField: 'amount' });
    expect(hasActiveFilters(apiSearchOf(view))).toBe(true);
    const cleared = clearedFilters(view);
    expect(apiSearchOf(cleared)).toEqual({ page: 1, limit: 50, sortField: 'amount', sortOrder: 'desc' });
    expect(hasActiveFilters(apiSearchOf(cleared))).toBe(false);
  });
});

describe('the date presets beside the picker (UTC days, both included)', () => {
  const today = new Date('2026-03-10T23:30:00Z');
  it('computes today, 7 days, 30 days and this month', () => {
    expect(datePresetRange('today', today)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(datePresetRange('7d', today)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(datePresetRange('30d', today)).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(datePresetRange('month', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
  });
  it('recognises the preset a range is', () => {
    expect(presetOf({ startDate: '2026-03-04', endDate: '2026-03-10' }, today)).toBe('7d');
    expect(presetOf({ startDate: '2026-03-05', endDate: '2026-03-10' }, today)).toBeNull();
    expect(presetOf({}, today)).toBeNull();
  });
});
