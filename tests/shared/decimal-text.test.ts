import { describe, expect, it } from 'vitest';
import { groupedAmount, plainDecimal } from '../../src/shared/decimal-text.ts';

describe('plainDecimal', () => {
  it('keeps the shortest decimal writing of a JSON number, never its binary expansion', () => {
    expect(plainDecimal(0.1)).toBe('0.1');
    expect(plainDecimal(0.1 + 0.2)).toBe('0.30000000000000004'); // what the provider would have written
    expect(plainDecimal(1234.5)).toBe('1234.5');
    expect(plainDecimal(25.13)).toBe('25.13');
  });

  it('writes exponents out in full', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(plainDecimal('2.5E+3')).toBe('2500');
  });

  it('reads decimal text and drops leading and trailing zeros', () => {
    expect(plainDecimal('007.500')).toBe('7.5');
    expect(plainDecimal('-0.00')).toBe('0');
    expect(plainDecimal('-12.30')).toBe('-12.3');
  });

  it('refuses what is not an amount', () => {
    for (const value of [NaN, Infinity, '', 'abc', '1,000', '0x10', null, undefined, true, {}, [], '1e999'])
      expect(plainDecimal(value)).toBeNull();
  });
});

describe('groupedAmount', () => {
  it('groups thousands and shows at least two decimals', () => {
    expect(groupedAmount(1234567.5)).toBe('1,234,567.50');
    expect(groupedAmount(25)).toBe('25.00');
    expect(groupedAmount(0.0005)).toBe('0.0005');
    expect(groupedAmount(-1000)).toBe('-1,000.00');
    expect(groupedAmount(12, 0)).toBe('12');
  });
});
