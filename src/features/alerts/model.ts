import { translate } from '../../i18n/translate.ts';
import {
  decimalPlaces,
  parseAmountInput,
  toDecimal,
  toProviderAmount,
  type CurrencyPrecision,
} from '../../lib/money.ts';
import { alertsMessages } from './messages/index.ts';
import type { AlertRule, AlertRuleKind } from './queries.ts';

/** The kinds in the form's order, each with the words of its choice. */
export const RULE_KINDS = [
  { kind: 'balanceBelow', words: 'kindBalanceBelow' },
  { kind: 'payoutAbove', words: 'kindPayoutAbove' },
  { kind: 'failureRateAbove', words: 'kindFailureRateAbove' },
] as const satisfies readonly { kind: AlertRuleKind; words: keyof typeof alertsMessages.source }[];

/** A kind whose threshold is an amount of a currency (the other is a percentage). */
export const isAmountKind = (kind: AlertRuleKind) => kind !== 'failureRateAbove';

/** The contract's largest threshold (CreateAlertRuleRequest.threshold). */
const MAX_AMOUNT = 1_000_000_000;
/** A failure rate has at most 2 decimals, below 100 (the provider's rule). */
const PERCENT_DECIMALS = 2;

/** The rule form's values, as typed. */
export type RuleValues = { kind: string; currency: string; threshold: string };

/** What the provider is sent: the kind, the currency for an amount, the threshold as a number. */
export interface RuleInput {
  kind: AlertRuleKind;
  currency?: string;
  threshold: number;
}

export const isRuleKind = (value: string): value is AlertRuleKind =>
  RULE_KINDS.some((choice) => choice.kind === value);

/** The form's values for a rule being edited, or for a new one (a low balance in the first currency). */
export function ruleValues(rule: AlertRule | null, currencies: readonly CurrencyPrecision[]): RuleValues {
  if (!rule) return { kind: 'balanceBelow', currency: currencies[0]?.code ?? '', threshold: '' };
  return { kind: rule.kind, currency: rule.currency ?? '', threshold: toDecimal(rule.threshold).toFixed() };
}

/** A currency's decimals from the provider's list (8 for one it does not list: the contract's finest). */
export function decimalsOf(currencies: readonly CurrencyPrecision[], code: string): number {
  return currencies.find((currency) => currency.code === code)?.decimals ?? 8;
}

/** The currency field's message: an amount kind needs one. */
export function currencyProblem(value: string, values: RuleValues): string | null {
  if (!isRuleKind(values.kind) || !isAmountKind(values.kind) || value) return null;
  return translate(alertsMessages, 'currencyMissing');
}

/**
 * The threshold field's message, checked as the provider would: an amount above 0 with no more decimals than
 * its currency has, or a percentage above 0 and below 100 with at most 2 decimals. Null when it may be sent.
 */
export function thresholdProblem(
  value: string,
  values: RuleValues,
  currencies: readonly CurrencyPrecision[],
): string | null {
  const amount = parseAmountInput(value);
  if (values.kind === 'failureRateAbove') {
    if (!amount) return translate(alertsMessages, 'percentInvalid');
    if (amount.lte(0) || amount.gte(100)) return translate(alertsMessages, 'percentRange');
    if (decimalPlaces(amount) > PERCENT_DECIMALS) return translate(alertsMessages, 'percentDecimals');
    return null;
  }
  if (!amount) return translate(alertsMessages, 'amountInvalid');
  if (amount.lte(0)) return translate(alertsMessages, 'amountPositive');
  if (amount.gt(MAX_AMOUNT)) return translate(alertsMessages, 'amountTooLarge');
  const decimals = decimalsOf(currencies, values.currency);
  if (values.currency && decimalPlaces(amount) > decimals)
    return translate(alertsMessages, 'amountDecimals', { currency: values.currency, count: decimals });
  return null;
}

/** The request of values every check passed. */
export function toRuleInput(values: RuleValues): RuleInput {
  const kind = values.kind as AlertRuleKind;
  const threshold = toProviderAmount(parseAmountInput(values.threshold)!);
  return isAmountKind(kind) ? { kind, currency: values.currency, threshold } : { kind, threshold };
}
