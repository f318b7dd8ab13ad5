import { afterEach, describe, expect, it } from 'vitest';
import { fiatAmountError, typedAmount, walletAddressError } from '../../../src/features/onramp/model.ts';
import { validateOnRampSearch } from '../../../src/features/onramp/search.ts';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import { toProviderAmount } from '../../../src/lib/money.ts';

const EUR = { code: 'EUR', name: 'Euro', currencyType: 'fiat', decimals: 2, network: null } as const;
/** a currency of one decimal, to hear the plural's singular */
const ONE_DECIMAL = { ...EUR, code: 'XOD', decimals: 1 } as const;

// the language is the module's state, shared by the files of a worker: every test leaves it English
afterEach(() => activateLocale('en'));

describe('on-ramp amounts and wallets', () => {
  it('reads a typed amount exactly and checks it against the currency', () => {
    expect(fiatAmountError('1,234.56', EUR)).toBeNull();
    expect(toProviderAmount(typedAmount('0.1'))).toBe(0.1);
    expect(typedAmount('1,000,000.07').toFixed()).toBe('1000000.07');
    expect(fiatAmountError('10.005', EUR)).toBe('EUR takes at most 2 decimals');
    expect(fiatAmountError('0.00', EUR)).toBe('Enter an amount above zero');
    expect(fiatAmountError('1000000.01', EUR)).toBe('At most 1,000,000 EUR');
    expect(fiatAmountError('12,5', EUR)).toBeNull(); // a grouping comma: 125
    expect(fiatAmountError('1e3', EUR)).toBe('Enter an amount such as 250 or 1,250.50');
    expect(fiatAmountError(' ', EUR)).toBe('Enter an amount');
  });

  it('says how many decimals a currency takes, in the words of the language chosen', async () => {
    expect(fiatAmountError('1.25', ONE_DECIMAL)).toBe('XOD takes at most 1 decimal');
    await activateLocale('fr');
    expect(fiatAmountError('1.25', ONE_DECIMAL)).toBe('XOD accepte au plus 1 décimale');
    expect(fiatAmountError('10.005', EUR)).toBe('EUR accepte au plus 2 décimales');
    expect(fiatAmountError('1 000 000,01', EUR)).toBe('1\u202f000\u202f000 EUR au maximum');
    await activateLocale('ar');
    expect(fiatAmountError('10.005', EUR)).toBe('لا تقبل EUR أكثر من منزلتين عشريتين');
    expect(walletAddressError('')).toBe('أدخل عنوان المحفظة');
  });

  it('checks the wallet address shape of the contract', () => {
    expect(walletAddressError('0x1111222233334444555566667777888899990000')).toBeNull();
    expect(walletAddressError('short')).toBe('A wallet address has 26 to 128 characters');
    expect(walletAddressError('0x1111-2222-3333-4444-5555-6666')).toBe(
      'A wallet address has letters and digits only',
    );
  });
});

describe('the on-ramp list search', () => {
  it('keeps a known status and bounds page and limit', () => {
    expect(validateOnRampSearch({ status: 'rejected', page: '3', limit: 20 })).toEqual({
      status: 'rejected',
      page: 3,
      limit: 20,
    });
    expect(validateOnRampSearch({ status: 'lost', page: -1, limit: 1000 })).toEqual({
      status: undefined,
      page: 1,
      limit: 50,
    });
  });
});
