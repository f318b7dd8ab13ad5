/** What a rule's kind allows (createAlertRule, updateAlertRule): the rules the contract's schema cannot say. */
import { ApiError } from '../http.ts';
import { amountUnits, currencyInfo, SCALE, toUnits } from '../money/currencies.ts';
import type { AlertRuleKind } from './alert-rules.ts';

/** The rule's currency (null for a failure rate) and its threshold in units, or a 400/422 naming the field. */
export function checkedRuleInput(
  kind: AlertRuleKind,
  currency: string | null | undefined,
  threshold: number,
): { currency: string | null; threshold: number } {
  if (kind === 'failureRateAbove') {
    if (currency) throw new ApiError(400, 'body.currency is not allowed for a failureRateAbove rule');
    if (threshold >= 100)
      throw new ApiError(400, 'body.threshold must be below 100 for a failureRateAbove rule (a percentage)');
    const units = toUnits(threshold);
    if (units % (SCALE / 100) !== 0)
      throw new ApiError(400, 'body.threshold must have at most 2 decimals for a failureRateAbove rule');
    return { currency: null, threshold: units };
  }
  if (!currency) throw new ApiError(400, `body.currency is required for a ${kind} rule`);
  const info = currencyInfo(currency);
  if (!info || info.code !== currency) throw new ApiError(422, `Unsupported currency ${currency}`);
  return { currency, threshold: amountUnits('body.threshold', threshold, info) };
}
