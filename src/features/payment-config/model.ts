/** Pure rules of the payment configuration form: its values as text, their checks, the changes to send. */
import {
  compareDecimals,
  decimalPlaces,
  formatDecimal,
  parseAmountInput,
  toDecimal,
  toProviderAmount,
} from '../../lib/money.ts';
import type { PaymentConfigChanges } from './mutations.ts';
import type { Currency, PaymentConfig } from './queries.ts';
import { webhookUrlMessage } from '../../lib/webhook-url-message.ts';
import { currentLocale } from '../../i18n/locale-store.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { paymentConfigMessages } from './messages/index.ts';

/** The payout schedules, in the order the form offers them (each value is its message's key too). */
export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'monthly'] as const;

/** Names, codes or providers as one list in the language spoken now ("Stripe, Adyen" or "Stripe، وAdyen"). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocaleOf(currentLocale()), { type: 'unit', style: 'short' }).format(items);
}

/** The contract's bound on the minimum payout, in major units of the settlement currency. */
const MAX_MINIMUM_PAYOUT = '1000000';

/** The contract's bounds of a payment's expiry, in minutes. */
const EXPIRY_MINUTES = { min: 5, max: 1440 } as const;

/**
 * The form's values, all text as typed (the shared form state holds strings): the accepted currencies joined
 * by commas, the switch as 'true'/'false', the amount exactly as written (never through a float).
 */
export type PaymentConfigValues = {
  acceptedCurrencies: string;
  settlementCurrency: string;
  autoPayout: string;
  payoutSchedule: string;
  minimumPayoutAmount: string;
  webhookUrl: string;
  paymentExpiryMinutes: string;
};

export const splitCodes = (joined: string): string[] => (joined ? joined.split(',') : []);

/**
 * The saved configuration as form values; currencies in the provider's list order, so equal means unchanged.
 * A minimum the provider holds as null (it could not store an overflowing number) is an empty field, which the
 * form's check then asks to fill: the screen opens and the value can be corrected.
 */
export function toFormValues(config: PaymentConfig, currencies: readonly Currency[]): PaymentConfigValues {
  return {
    acceptedCurrencies: orderCodes(config.acceptedCurrencies, currencies).join(','),
    settlementCurrency: config.settlementCurrency,
    autoPayout: String(config.autoPayout),
    payoutSchedule: config.payoutSchedule,
    minimumPayoutAmount:
      config.minimumPayoutAmount === null ? '' : toDecimal(config.minimumPayoutAmount).toFixed(),
    webhookUrl: config.webhookUrl ?? '',
    paymentExpiryMinutes: String(config.paymentExpiryMinutes),
  };
}

/** Codes in the order of the provider's currency list (unknown ones last, as given). */
export function orderCodes(codes: readonly string[], currencies: readonly Currency[]): string[] {
  const rank = (code: string) => {
    const index = currencies.findIndex((currency) => currency.code === code);
    return index === -1 ? currencies.length : index;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/** True when the form says something else than what is saved. */
export function isDirty(values: PaymentConfigValues, saved: PaymentConfigValues): boolean {
  return (Object.keys(saved) as (keyof PaymentConfigValues)[]).some((name) => values[name] !== saved[name]);
}

/** The checks of each field: the message to show next to it, or null. */
export function paymentConfigRules(
  currencies: readonly Currency[],
  /** the exact origins the deployment allows beside public host names (/config.json, issue 33) */
  webhookAllowedOrigins: readonly string[] = [],
) {
  return {
    acceptedCurrencies: (value: string) =>
      splitCodes(value).length ? null : translate(paymentConfigMessages, 'acceptOneCurrency'),
    settlementCurrency: (value: string, values: PaymentConfigValues) =>
      splitCodes(values.acceptedCurrencies).includes(value)
        ? null
        : translate(paymentConfigMessages, 'settleInAccepted'),
    minimumPayoutAmount: (value: string, values: PaymentConfigValues) =>
      minimumPayoutError(
        value,
        currencies.find((currency) => currency.code === values.settlementCurrency),
      ),
    webhookUrl: (value: string) => webhookUrlError(value, webhookAllowedOrigins),
    paymentExpiryMinutes: (value: string) => {
      const minutes = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
      return minutes >= EXPIRY_MINUTES.min && minutes <= EXPIRY_MINUTES.max
        ? null
        : translate(paymentConfigMessages, 'expiryRange', expiryBounds());
    },
  };
}

/** The bounds of a payment's expiry as a message's arguments, written as the form takes them ("1440"). */
export function expiryBounds(): { min: string; max: string } {
  return { min: String(EXPIRY_MINUTES.min), max: String(EXPIRY_MINUTES.max) };
}

/**
 * An amount in the settlement currency: a number, not negative, at most the contract's bound, no more decimals
 * than the currency has.
 */
export function minimumPayoutError(text: string, currency: Currency | undefined): string | null {
  const amount = parseAmountInput(text);
  if (!amount) return translate(paymentConfigMessages, 'amountMissing');
  if (amount.lt(0)) return translate(paymentConfigMessages, 'amountNegative');
  if (compareDecimals(amount, toDecimal(MAX_MINIMUM_PAYOUT)) > 0) {
    const max = formatDecimal(toDecimal(MAX_MINIMUM_PAYOUT), { min: 0, max: 0 });
    return currency
      ? translate(paymentConfigMessages, 'amountTooHighIn', { max, currency: currency.code })
      : translate(paymentConfigMessages, 'amountTooHigh', { max });
  }
  if (currency && decimalPlaces(amount) > currency.decimals)
    return translate(paymentConfigMessages, 'tooManyDecimals', {
      currency: currency.code,
      decimals: currency.decimals,
    });
  return null;
}

/**
 * Empty (no webhook) or an https address on a public host name: the provider posts payment data there, from
 * inside its network (webhook-url.ts says what else it refuses, and why).
 */
export function webhookUrlError(text: string, allowedOrigins: readonly string[] = []): string | null {
  const value = text.trim();
  if (!value) return null;
  // the deployment's allow-listed origins (the local receiver's) are taken exactly as the provider takes them
  if (allowedOrigins.length > 0 && webhookUrlMessage(value, allowedOrigins) === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return translate(paymentConfigMessages, 'webhookHttps');
    if (!url.hostname) return translate(paymentConfigMessages, 'webhookFullAddress');
  } catch {
    return translate(paymentConfigMessages, 'webhookFullAddress');
  }
  return webhookUrlMessage(value);
}

/** The fields that differ from the saved state, in the contract's types (the amount exact, via its text). */
export function changesOf(values: PaymentConfigValues, saved: PaymentConfigValues): PaymentConfigChanges {
  const changes: PaymentConfigChanges = {};
  const changed = (name: keyof PaymentConfigValues) => values[name] !== saved[name];
  if (changed('acceptedCurrencies')) changes.acceptedCurrencies = splitCodes(values.acceptedCurrencies);
  if (changed('settlementCurrency')) changes.settlementCurrency = values.settlementCurrency;
  if (changed('autoPayout')) changes.autoPayout = values.autoPayout === 'true';
  if (changed('payoutSchedule'))
    changes.payoutSchedule = values.payoutSchedule as PaymentConfigChanges['payoutSchedule'];
  if (changed('minimumPayoutAmount'))
    changes.minimumPayoutAmount = toProviderAmount(parseAmountInput(values.minimumPayoutAmount)!);
  if (changed('webhookUrl')) changes.webhookUrl = values.webhookUrl.trim() || null;
  if (changed('paymentExpiryMinutes'))
    changes.paymentExpiryMinutes = Number(values.paymentExpiryMinutes.trim());
  return changes;
}
