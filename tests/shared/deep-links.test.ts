import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { payoutDeepLink } from '../../src/shared/deep-links.ts';

const REFUSED = [
  '',
  '64b00000000000000000000',
  '64b0000000000000000000001',
  '../../evil',
  '//evil.example',
  'https://evil.example/64b000000000000000000001',
  '64b00000000000000000000g',
  '64b000000000000000000001\n',
  ' 64b000000000000000000001',
  '64b00000000000000000000?',
  '64b00000000000000000000#',
  '６4b000000000000000000001',
  null,
  undefined,
  42,
  { toString: () => '64b000000000000000000001' },
];

describe('payoutDeepLink', () => {
  it('opens the payout page with its payments shown (docs/product/02-screens.md §2.1)', () => {
    expect(payoutDeepLink('64b0000000000000000000aF')).toBe(
      '/manage/payout/64b0000000000000000000aF?showPayment=true',
    );
  });

  it.each(REFUSED)('refuses %j', (id) => {
    expect(payoutDeepLink(id)).toBeNull();
  });

  it('only ever gives a path of this origin', () => {
    const origin = 'https://backoffice.example';
    const link = payoutDeepLink('abcdefABCDEF012345678901');
    expect(link).not.toBeNull();
    const url = new URL(link!, origin);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/manage/payout/abcdefABCDEF012345678901');
  });

  it("accepts exactly what the contract's ObjectId pattern accepts", () => {
    const spec = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { ObjectId: { pattern: string } } };
    };
    const contract = new RegExp(spec.components.schemas.ObjectId.pattern);
    for (const id of [...REFUSED, '64b0000000000000000000aF', 'ffffffffffffffffffffffff']) {
      const valid = typeof id === 'string' && contract.test(id);
      expect(payoutDeepLink(id) !== null, JSON.stringify(id)).toBe(valid);
    }
  });
});
