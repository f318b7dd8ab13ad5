import { describe, expect, it } from 'vitest';
import { linkedScope, withoutScopeParams } from '../../src/shell/linked-scope.ts';

/** Issue 32: a notification's link names its record's organization and environment (src/shared/deep-links.ts). */
describe('the scope a link names', () => {
  it('is read only when both are well formed', () => {
    expect(linkedScope({ org: '64b000000000000000000201', env: 'live' })).toEqual({
      orgId: '64b000000000000000000201',
      env: 'live',
    });
    for (const search of [
      {},
      { org: '64b000000000000000000201' },
      { env: 'test' },
      { org: '../evil', env: 'test' },
      { org: '64b000000000000000000201', env: 'prod' },
      { org: 42, env: 'test' },
    ])
      expect(linkedScope(search), JSON.stringify(search)).toBeNull();
  });

  it('is dropped from the address the app goes on to, the rest kept', () => {
    expect(
      withoutScopeParams('/manage/payout/abc', '?showPayment=true&org=64b000000000000000000201&env=live'),
    ).toBe('/manage/payout/abc?showPayment=true');
    expect(withoutScopeParams('/main/digest/x', '?org=1&env=test')).toBe('/main/digest/x');
  });
});
