import { describe, expect, it } from 'vitest';
import { savedViewFilters, savedViewPath, savedViewShareUrl } from '../../src/lib/saved-views/paths.ts';

/** Issue 34: where a saved view opens, and what of a list's address a view keeps. */
const view = {
  _id: '0123456789abcdef01234567',
  list: 'transactions' as const,
  filters: { status: 'failed', currency: 'USD', tab: 'disputes' },
  orgId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  env: 'test' as const,
};

describe('saved view paths', () => {
  const here = { orgId: view.orgId, env: 'test' as const, masterOrgId: null };

  it('open the list with the filters, in the list’s own order', () => {
    expect(savedViewPath(view, here)).toBe('/manage/transactions?status=failed&currency=USD&tab=disputes');
    expect(savedViewPath({ ...view, list: 'payouts', filters: {} }, here)).toBe('/manage/payout');
  });

  it('name the view’s scope when the one on screen is not given', () => {
    expect(savedViewPath({ ...view, list: 'payouts', filters: {} })).toBe(
      `/manage/payout?org=${view.orgId}&env=test`,
    );
  });

  it('name the view’s organization and environment only when they are not the ones on screen', () => {
    expect(savedViewPath(view, here)).not.toContain('org=');
    expect(savedViewPath(view, { ...here, env: 'live' })).toBe(
      `/manage/transactions?status=failed&currency=USD&tab=disputes&org=${view.orgId}&env=test`,
    );
    expect(savedViewPath(view, { ...here, orgId: 'bbbbbbbbbbbbbbbbbbbbbbbb' })).toContain(
      `org=${view.orgId}`,
    );
  });

  it('keep only the list’s known filters, never a page, as strings', () => {
    expect(
      savedViewFilters('transactions', {
        page: 3,
        status: 'failed',
        isProcessed: true,
        search: '',
        title: 'x',
      }),
    ).toEqual({ status: 'failed', isProcessed: 'true', title: 'x' });
    expect(savedViewFilters('payouts', { status: 'paid', currency: undefined, limit: 50 })).toEqual({
      status: 'paid',
    });
    expect(savedViewFilters('transactions', { search: 'x'.repeat(201) })).toEqual({});
  });

  it('share as <origin>/views/<id>', () => {
    expect(savedViewShareUrl(view, 'https://pay.example')).toBe(
      'https://pay.example/views/0123456789abcdef01234567',
    );
  });
});
