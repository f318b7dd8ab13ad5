import { describe, expect, it } from 'vitest';
import { validateNotificationSearch } from '../../../src/features/notifications/search.ts';

describe("the notifications page's search params", () => {
  it('keeps a valid whole limit, given as a number or digits', () => {
    expect(validateNotificationSearch({ limit: 20 })).toEqual({ limit: 20 });
    expect(validateNotificationSearch({ limit: '50' })).toEqual({ limit: 50 });
  });

  it('falls back to limit 10 for anything else, and drops an old page number', () => {
    for (const value of [undefined, null, 0, -2, 1.5, 'abc', '', '1e3', [], {}, true, Number.NaN]) {
      expect(validateNotificationSearch({ page: 3, limit: value })).toEqual({ limit: 10 });
    }
  });

  it('bounds the limit at the largest size', () => {
    expect(validateNotificationSearch({ limit: 100_000 })).toEqual({ limit: 50 });
  });
});
