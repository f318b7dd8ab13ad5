import { describe, expect, it } from 'vitest';
import { payoutDeepLink } from '../../src/shared/deep-links.ts';

describe('payoutDeepLink', () => {
  it('opens the payout page with its payments shown (SPEC §2)', () => {
    expect(payoutDeepLink('64b0000000000000000000aF')).toBe(
      '/manage/payout/64b0000000000000000000aF?showPayment=true',
    );
  });

  it.each([
    '',
    '64b00000000000000000000',
    '64b0000000000000000000001',
    '../../evil',
    '//evil.example',
    'https://evil.example/64b000000000000000000001',
    '64b00000000000000000000g',
    null,
    undefined,
    42,
  ])('refuses %j', (id) => {
    expect(payoutDeepLink(id)).toBeNull();
  });
});
