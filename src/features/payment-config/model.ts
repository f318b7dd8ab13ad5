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
import { webhookUrlProblem } from '../../shared/webhook-url.ts';

export const PAYOUT_SCHEDULES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

/** The contract's bound on the minimum payout, in major units of the settlement currency. */
const MAX_MINIMUM_PAYOUT = '1000000';

/** The contract's bounds of a payment's expiry, in minutes. */
export const EXPIRY_MINUTES = { min: 5, max: 1440 } as const;

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
export function paymentConfigRules(currencies: readonly Currency[]) {
  return {
    acceptedCurrencies: (value: string) => (splitCodes(value).length ? null : 'Accept at least one currency'),
    settlementCurrency: (value: string, values: PaymentConfigValues) =>
      splitCodes(values.acceptedCurrencies).includes(value)
        ? null
        : 'Settle in one of the accepted currencies',
    minimumPayoutAmount: (value: string, values: PaymentConfigValues) =>
      minimumPayoutError(
        value,
        currencies.find((currency) => currency.code === values.settlementCurrency),
      ),
    webhookUrl: webhookUrlError,
    paymentExpiryMinutes: (value: string) => {
      const minutes = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
      return minutes >= EXPIRY_MINUTES.min && minutes <= EXPIRY_MINUTES.max
        ? null
        : `Enter whole minutes from ${EXPIRY_MINUTES.min} to ${EXPIRY_MINUTES.max}`;
    },
  };
}

/**
 * An amount in the settlement currency: a number, not negative, at most the contract's bound, no more decimals
 * than the currency has.
 */
export function minimumPayoutError(text: string, currency: Currency | undefined): string | null {
  const amount = parseAmountInput(text);
  if (!amount) return 'Enter an amount, e.g. 50 or 12.50';
  if (amount.lt(0)) return 'The minimum payout cannot be negative';
  if (compareDecimals(amount, toDecimal(MAX_MINIMUM_PAYOUT)) > 0)
    return `The minimum payout can be at most ${formatDecimal(toDecimal(MAX_MINIMUM_PAYOUT), { min: 0, max: 0 })}${
      currency ? ` ${currency.code}` : ''
    }`;
  if (currency && decimalPlaces(amount) > currency.decimals)
    return `${currency.code} amounts have at most ${currency.decimals} decimals`;
  return null;
}

/**
 * Empty (no webhook) or an https address on a public host name: the provider posts payment data there, from
 * inside its network (webhook-url.ts says what else it refuses, and why).
 */
export function webhookUrlError(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return 'The webhook must use https://';
    if (!url.hostname) return 'Enter a full address, e.g. https://example.com/webhooks';
  } catch {
    return 'Enter a full address, e.g. https://example.com/webhooks';
  }
  const problem = webhookUrlProblem(value);
  return problem ? `The webhook ${problem}` : null;
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
