import { describe, expect, it } from 'vitest';
import {
  balancesByCurrency,
  balanceWithMarkup,
  compareDecimals,
  decimalPlaces,
  formatBalance,
  formatDecimal,
  formatMoney,
  parseAmountInput,
  precisionOf,
  sumDecimals,
  toDecimal,
  toProviderAmount,
  type CurrencyPrecision,
} from '../../src/lib/money.ts';

const CURRENCIES: CurrencyPrecision[] = [
  { code: 'BTC', currencyType: 'crypto', decimals: 8 },
  { code: 'USDT', currencyType: 'crypto', decimals: 6 },
  { code: 'USD', currencyType: 'fiat', decimals: 2 },
  { code: 'JPY', currencyType: 'fiat', decimals: 0 },
];

describe('money is exact where binary floating point is not', () => {
  it('adds 0.1 and 0.2 to 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals([toDecimal(0.1), toDecimal(0.2)]).eq(toDecimal('0.3'))).toBe(true);
  });

  it('adds many cents without drifting', () => {
    const cents = Array.from({ length: 1000 }, () => toDecimal(0.01));
    expect(sumDecimals(cents).toFixed()).toBe('10');
    expect(cents.reduce((total) => total + 0.01, 0)).not.toBe(10);
  });

  it('rounds the 5.26 % markup half up where the float product falls just below the half', () => {
    // 25 × 1.0526 is exactly 26.315; as a float it is 26.314999…, which toFixed(2) rounds down
    expect((25 * 1.0526).toFixed(2)).toBe('26.31');
    expect(balanceWithMarkup(toDecimal(25)).toFixed(2)).toBe('26.32');
    expect(balanceWithMarkup(toDecimal(175)).toFixed(2)).toBe('184.21');
    expect(balanceWithMarkup(toDecimal(100)).toFixed(2)).toBe('105.26');
    expect(balanceWithMarkup(toDecimal(0)).toFixed(2)).toBe('0.00');
  });

  it('compares amounts exactly', () => {
    expect(compareDecimals(toDecimal(0.3), sumDecimals([toDecimal(0.1), toDecimal(0.2)]))).toBe(0);
    expect(compareDecimals(toDecimal('0.00000001'), toDecimal(0))).toBe(1);
    expect(compareDecimals(toDecimal(-1), toDecimal(0))).toBe(-1);
  });

  it('reads a provider number by its shortest writing, and refuses what is not an amount', () => {
    expect(toDecimal(1234.5678).toFixed()).toBe('1234.5678');
    expect(toDecimal(1e-7).toFixed()).toBe('0.0000001');
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toDecimal('ten')).toThrow();
  });

  it('hands an amount back to the provider as the number it writes', () => {
    expect(toProviderAmount(sumDecimals([toDecimal(0.1), toDecimal(0.2)]))).toBe(0.3);
  });
});

describe('formatting', () => {
  it("uses the currency's own precision: fiat exactly, crypto 2 to its own", () => {
    expect(precisionOf(CURRENCIES, 'usd')).toEqual({ min: 2, max: 2 });
    expect(precisionOf(CURRENCIES, 'BTC')).toEqual({ min: 2, max: 8 });
    expect(precisionOf(CURRENCIES, 'USDT')).toEqual({ min: 2, max: 6 });
    expect(precisionOf(CURRENCIES, 'JPY')).toEqual({ min: 0, max: 0 });
    expect(precisionOf(undefined, 'XYZ')).toEqual({ min: 2, max: 8 });
  });

  it('groups thousands and writes the code upper-cased', () => {
    expect(formatMoney(toDecimal(1234567.5), 'usd', CURRENCIES)).toBe('1,234,567.50 USD');
    expect(formatMoney(toDecimal(0.5), 'btc', CURRENCIES)).toBe('0.50 BTC');
    expect(formatMoney(toDecimal('0.00012345'), 'BTC', CURRENCIES)).toBe('0.00012345 BTC');
    expect(formatMoney(toDecimal('12345678.12345678'), 'BTC', CURRENCIES)).toBe('12,345,678.12345678 BTC');
    expect(formatMoney(toDecimal(1.2345678), 'USDT', CURRENCIES)).toBe('1.234568 USDT');
    expect(formatMoney(toDecimal(1500), 'JPY', CURRENCIES)).toBe('1,500 JPY');
  });

  it('rounds half up at the last shown decimal, and never shows minus zero', () => {
    expect(formatDecimal(toDecimal('1.005'), { min: 2, max: 2 })).toBe('1.01');
    expect((1.005).toFixed(2)).toBe('1.00'); // what a float would show
    expect(formatDecimal(toDecimal('-1234.5'), { min: 2, max: 2 })).toBe('-1,234.50');
    expect(formatDecimal(toDecimal('-0.001'), { min: 2, max: 2 })).toBe('0.00');
    expect(formatDecimal(toDecimal(999.999), { min: 2, max: 2 })).toBe('1,000.00');
  });

  it('shows an organization balance as docs/product/09-constants.md §9.1 says: plus 5.26 %, 2 decimals, the code upper-cased', () => {
    expect(formatBalance(1000, 'usd')).toBe('1,052.60 USD');
    expect(formatBalance(25, 'eur')).toBe('26.32 EUR');
    expect(formatBalance(0.01234567, 'btc')).toBe('0.01 BTC');
  });

  it("lists an organization's balances by currency code, whatever order they came in", () => {
    expect(balancesByCurrency({ usdt: 1, btc: 2, eur: 3, usd: 4 }).map(([code]) => code)).toEqual([
      'btc',
      'eur',
      'usd',
      'usdt',
    ]);
  });
});

describe('amounts a user types', () => {
  it('reads plain and grouped amounts and refuses the rest', () => {
    expect(parseAmountInput(' 1,234.50 ')?.toFixed()).toBe('1234.5');
    expect(parseAmountInput('.5')?.toFixed()).toBe('0.5');
    expect(parseAmountInput('12')?.toFixed()).toBe('12');
    for (const text of ['', 'abc', '1.2.3', '1e5', '--1', '1.']) expect(parseAmountInput(text)).toBeNull();
  });

  it('reads a comma that can only be a decimal separator as one, and refuses one it would have to guess', () => {
    expect(parseAmountInput('1,5')?.toFixed()).toBe('1.5');
    expect(parseAmountInput('12,50')?.toFixed()).toBe('12.5');
    expect(parseAmountInput('0,125')?.toFixed()).toBe('0.125');
    expect(parseAmountInput('0,00012345')?.toFixed()).toBe('0.00012345');
    // grouped thousands, as the screens write amounts
    expect(parseAmountInput('1,500')?.toFixed()).toBe('1500');
    expect(parseAmountInput('12,345,678.90')?.toFixed()).toBe('12345678.9');
    for (const text of ['1,5,0', '1.234,5', ',5', '1,', '12,34,567', '01,500'])
      expect(parseAmountInput(text), text).toBeNull();
  });

  it('counts the decimals a typed amount carries', () => {
    expect(decimalPlaces(parseAmountInput('1.234')!)).toBe(3);
    expect(decimalPlaces(parseAmountInput('10')!)).toBe(0);
  });
});
