import { describe, expect, it } from 'vitest';
import { menuEntriesFor } from '../../src/lib/menu.ts';

describe('menuEntriesFor', () => {
  it('maps every permitted label to its trailing-slash route', () => {
    const routes = menuEntriesFor([
      'Dashboard',
      'Apikey',
      'Transactions',
      'Payout',
      'Organization',
      'Payment Configuration',
    ]).map((entry) => entry.route);
    expect(routes).toEqual([
      '/main/dashboard/',
      '/manage/apikey/',
      '/manage/transactions/',
      '/manage/payout/',
      '/manage/organization/',
      '/manage/paymentConfig/',
    ]);
  });

  it("keeps the permitted list's order and only its entries", () => {
    expect(menuEntriesFor(['Payout', 'Dashboard']).map((entry) => entry.title)).toEqual([
      'Payout',
      'Dashboards',
    ]);
    expect(menuEntriesFor(['Transactions'])).toHaveLength(1);
  });

  it('ignores unknown labels, inherited property names and duplicates', () => {
    expect(menuEntriesFor(['toString', 'Nope', 'Payout', 'Payout']).map((entry) => entry.label)).toEqual([
      'Payout',
    ]);
    expect(menuEntriesFor([])).toEqual([]);
  });
});
