import {
  compareDecimals,
  decimalPlaces,
  formatMoney,
  parseAmountInput,
  sumDecimals,
  toDecimal,
  type CurrencyPrecision,
  type Decimal,
} from '../../lib/money.ts';
import { statusLabel } from '../../lib/status-vocabulary.ts';
import type { Refund } from './detail-queries.ts';
import type { Transaction } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { transactionDetailMessages } from './detail/messages/index.ts';

/** The provider refunds only these (else 422); the others show why there is no refund. */
const REFUNDABLE_STATUSES: readonly Transaction['status'][] = ['success', 'partially_refunded'];

/** Why this payment cannot be refunded at all, or null when it can (in the language spoken now). */
export function refundBlockedReason(payment: Transaction): string | null {
  if (REFUNDABLE_STATUSES.includes(payment.status)) return null;
  if (payment.status === 'refunded') return translate(transactionDetailMessages, 'refundBlockedRefunded');
  if (payment.status === 'disputed') return translate(transactionDetailMessages, 'refundBlockedDisputed');
  return translate(transactionDetailMessages, 'refundBlockedStatus', {
    status: payment.status,
    statusText: statusLabel(payment.status).toLowerCase(),
  });
}

/**
 * What may still be refunded: captured − refunded − refunds still pending (the provider counts pending and
 * successful refunds against the captured amount), never below zero. `refundedAmount` counts settled refunds
 * only, so the pending ones come from the payment's refund list.
 */
export function refundableAmount(payment: Transaction, refunds: readonly Refund[]): Decimal {
  const pending = sumDecimals(
    refunds.filter((refund) => refund.status === 'pending').map((refund) => toDecimal(refund.amount)),
  );
  const left = toDecimal(payment.capturedAmount).minus(toDecimal(payment.refundedAmount)).minus(pending);
  return left.lt(0) ? toDecimal(0) : left;
}

/** The currency's own number of decimals (0 for a whole-unit currency, 8 for BTC); 8 when unknown. */
function currencyDecimals(currencies: readonly CurrencyPrecision[] | undefined, code: string): number {
  return currencies?.find((currency) => currency.code === code.toUpperCase())?.decimals ?? 8;
}

/**
 * The message next to the amount field, or null when it may be sent. Empty is a full refund. The amount is
 * read exactly and checked against the currency's decimals and what is still refundable.
 */
export function refundAmountProblem(
  text: string,
  context: { currency: string; refundable: Decimal; currencies: readonly CurrencyPrecision[] | undefined },
): string | null {
  if (!text.trim()) return null;
  const amount = parseAmountInput(text);
  const { currency } = context;
  if (!amount) return translate(transactionDetailMessages, 'amountUnreadable');
  if (amount.lte(0)) return translate(transactionDetailMessages, 'amountNotPositive');
  const decimals = currencyDecimals(context.currencies, currency);
  if (decimalPlaces(amount) > decimals)
    return decimals === 0
      ? translate(transactionDetailMessages, 'amountNoDecimals', { currency })
      : translate(transactionDetailMessages, 'amountTooManyDecimals', { currency, decimals });
  if (compareDecimals(amount, context.refundable) > 0)
    return translate(transactionDetailMessages, 'amountTooLarge', {
      amount: formatMoney(context.refundable, currency, context.currencies),
    });
  return null;
}

/** The amount to send: undefined for a full refund (the provider refunds the whole remainder). */
export function typedRefundAmount(text: string): Decimal | undefined {
  return text.trim() ? (parseAmountInput(text) ?? undefined) : undefined;
}

/**
 * After an attempt whose answer was lost: the refund it created, if the provider recorded it. A refund is
 * ours when it was not there before the attempt and has the amount asked for (any amount for a full refund).
 */
export function recordedRefund(
  before: ReadonlySet<string>,
  after: readonly Refund[],
  amount: Decimal | undefined,
): Refund | undefined {
  return after.find(
    (refund) =>
      !before.has(refund._id) &&
      (amount === undefined || compareDecimals(toDecimal(refund.amount), amount) === 0),
  );
}

/**
 * The toast after the provider took a refund: what its answer says the refund is now, in the words the
 * payment's page uses, so the two never disagree (a pending refund settles later; the page follows it).
 */
export function refundCreatedMessage(amount: string, status: Refund['status']): string {
  return translate(transactionDetailMessages, 'refundCreated', {
    amount,
    status,
    statusText: statusLabel(status).toLowerCase(),
  });
}
