import { describe, expect, it } from 'vitest';
import { validateNotificationSearch } from '../../../src/features/notifications/search.ts';

describe("the notifications page's search params", () => {
  it('keeps valid whole numbers, given as numbers or digits', () => {
    expect(validateNotificationSearch({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(validateNotificationSearch({ page: '4', limit: '50' })).toEqual({ page: 4, limit: 50 });
  });

  it('falls back to page 1 and limit 10 for anything else', () => {
    for (const value of [undefined, null, 0, -2, 1.5, 'abc', '', '1e3', [], {}, true, Number.NaN]) {
      expect(validateNotificationSearch({ page: value, limit: value })).toEqual({ page: 1, limit: 10 });
    }
  });

  it('bounds the limit at the largest page size and the page at the contract maximum', () => {
    expect(validateNotificationSearch({ limit: 100_000 })).toEqual({ page: 1, limit: 50 });
    expect(validateNotificationSearch({ page: 10 ** 8 })).toEqual({ page: 100_000, limit: 10 });
  });
});
