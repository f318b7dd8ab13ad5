import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import {
  changesOf,
  isDirty,
  listOf,
  minimumPayoutError,
  paymentConfigRules,
  toFormValues,
  webhookUrlError,
} from '../../../src/features/payment-config/model.ts';
import type { Currency, PaymentConfig } from '../../../src/features/payment-config/queries.ts';

const currencies: Currency[] = [
  { code: 'BTC', name: 'Bitcoin', currencyType: 'crypto', decimals: 8, network: 'bitcoin' },
  { code: 'USD', name: 'US Dollar', currencyType: 'fiat', decimals: 2, network: null },
  { code: 'EUR', name: 'Euro', currencyType: 'fiat', decimals: 2, network: null },
];
const config: PaymentConfig = {
  acceptedCurrencies: ['EUR', 'USD', 'BTC'],
  settlementCurrency: 'USD',
  autoPayout: false,
  payoutSchedule: 'weekly',
  minimumPayoutAmount: 0.1,
  webhookUrl: null,
  paymentExpiryMinutes: 30,
};

afterEach(() => activateLocale('en'));

describe('payment configuration form rules', () => {
  it('turns the saved configuration into text exactly, currencies in the list order', () => {
    expect(toFormValues(config, currencies)).toEqual({
      acceptedCurrencies: 'BTC,USD,EUR',
      settlementCurrency: 'USD',
      autoPayout: 'false',
      payoutSchedule: 'weekly',
      minimumPayoutAmount: '0.1',
      webhookUrl: '',
      paymentExpiryMinutes: '30',
    });
  });

  it('turns a stored null or out-of-range minimum into text the form can show and check', () => {
    expect(toFormValues({ ...config, minimumPayoutAmount: null }, currencies).minimumPayoutAmount).toBe('');
    const huge = toFormValues({ ...config, minimumPayoutAmount: 1e21 }, currencies).minimumPayoutAmount;
    expect(huge).toBe('1000000000000000000000');
    expect(minimumPayoutError(huge, currencies[1])).toBe('The minimum payout can be at most 1,000,000 USD');
    expect(minimumPayoutError('', currencies[1])).toBe('Enter an amount, e.g. 50 or 12.50');
    expect(minimumPayoutError('1,000,000', currencies[1])).toBeNull();
    expect(minimumPayoutError('1000000.01', currencies[1])).toBe(
      'The minimum payout can be at most 1,000,000 USD',
    );
  });

  it('sends only what changed, amounts exact (never through float arithmetic)', () => {
    const saved = toFormValues(config, currencies);
    const values = { ...saved, minimumPayoutAmount: '0.3', webhookUrl: ' https://a.example/h ' };
    expect(isDirty(values, saved)).toBe(true);
    expect(changesOf(values, saved)).toEqual({ minimumPayoutAmount: 0.3, webhookUrl: 'https://a.example/h' });
    expect(changesOf({ ...saved, webhookUrl: '' }, { ...saved, webhookUrl: 'https://a.example' })).toEqual({
      webhookUrl: null,
    });
    expect(changesOf({ ...saved, minimumPayoutAmount: '1,000,000.01' }, saved)).toEqual({
      minimumPayoutAmount: 1000000.01,
    });
    expect(isDirty(saved, toFormValues(config, currencies))).toBe(false);
  });

  it('takes an https webhook or none', () => {
    expect(webhookUrlError('')).toBeNull();
    expect(webhookUrlError('https://merchant.example/hooks')).toBeNull();
    expect(webhookUrlError('http://merchant.example/hooks')).toBe('The webhook must use https://');
    expect(webhookUrlError('merchant.example')).toMatch(/^Enter a full address/);
  });

  it("takes a minimum payout that is a non-negative amount in the currency's decimals", () => {
    const usd = currencies[1];
    expect(minimumPayoutError('0', usd)).toBeNull();
    expect(minimumPayoutError('12.50', usd)).toBeNull();
    expect(minimumPayoutError('12.505', usd)).toBe('USD amounts have at most 2 decimals');
    expect(minimumPayoutError('0.00000001', currencies[0])).toBeNull();
    expect(minimumPayoutError('-0.01', usd)).toBe('The minimum payout cannot be negative');
    expect(minimumPayoutError('1e3', usd)).toMatch(/^Enter an amount/);
    expect(minimumPayoutError('', usd)).toMatch(/^Enter an amount/);
  });

  it('words its checks in the language spoken when they run, a count of decimals as that language counts', async () => {
    const usd = currencies[1]!;
    const satoshiLike = { ...usd, code: 'XYZ', decimals: 1 };
    const whole = { ...usd, code: 'JPY', decimals: 0 };
    expect(minimumPayoutError('1.25', satoshiLike)).toBe('XYZ amounts have at most 1 decimal');
    expect(minimumPayoutError('1.5', whole)).toBe('JPY amounts have at most 0 decimals');
    expect(paymentConfigRules(currencies).paymentExpiryMinutes('2')).toBe(
      'Enter whole minutes from 5 to 1440',
    );
    await activateLocale('fr');
    expect(minimumPayoutError('12.505', usd)).toBe('Les montants en USD ont au plus 2 décimales');
    expect(minimumPayoutError('1.25', satoshiLike)).toBe('Les montants en XYZ ont au plus 1 décimale');
    expect(webhookUrlError('http://merchant.example/hooks')).toBe('Le webhook doit utiliser https://');
    expect(listOf(['Stripe', 'Adyen', 'Bitpay'])).toBe('Stripe, Adyen et Bitpay');
    await activateLocale('ar');
    expect(minimumPayoutError('1.25', satoshiLike)).toBe('لا تتجاوز مبالغ XYZ منزلة عشرية واحدة');
    expect(minimumPayoutError('12.505', usd)).toBe('لا تتجاوز مبالغ USD منزلتين عشريتين');
    expect(paymentConfigRules(currencies).acceptedCurrencies('')).toBe('اقبل عملة واحدة على الأقل');
  });
});
