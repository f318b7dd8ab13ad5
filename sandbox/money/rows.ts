/** Database rows (snake_case, integer units) → API entities (camelCase, major units). */
import { toMajor } from './currencies.ts';

type Row = Record<string, unknown>;
const s = (v: unknown) => v as string;
const sn = (v: unknown) => (v ?? null) as string | null;
const n = (v: unknown) => toMajor(v as number);

export function toTransaction(r: Row) {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    keyId: sn(r.key_id),
    title: s(r.title),
    amount: n(r.amount),
    currency: s(r.currency),
    currencyType: s(r.currency_type),
    paymentType: s(r.payment_type),
    status: s(r.status),
    env: s(r.env),
    isProcessed: r.is_processed === 1,
    payoutId: sn(r.payout_id),
    customerEmail: s(r.customer_email),
    capturedAmount: n(r.captured_amount),
    refundedAmount: n(r.refunded_amount),
    createdAt: s(r.created_at),
    updatedAt: s(r.updated_at),
  };
}

export function toRefund(r: Row) {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    amount: n(r.amount),
    currency: s(r.currency),
    status: s(r.status),
    reason: sn(r.reason),
    failureReason: sn(r.failure_reason),
    createdAt: s(r.created_at),
    updatedAt: s(r.updated_at),
  };
}

export function toDispute(r: Row) {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    amount: n(r.amount),
    currency: s(r.currency),
    reason: s(r.reason),
    status: s(r.status),
    env: s(r.env),
    payoutId: sn(r.payout_id),
    createdAt: s(r.created_at),
    dueBy: s(r.due_by),
  };
}

export function toPayout(r: Row) {
  return {
    _id: s(r._id),
    orgId: s(r.org_id),
    currency: s(r.currency),
    currencyCategory: s(r.currency_category),
    status: s(r.status),
    grossAmount: n(r.gross_amount),
    refundsAmount: n(r.refunds_amount),
    disputesAmount: n(r.disputes_amount),
    feeAmount: n(r.fee_amount),
    netAmount: n(r.net_amount),
    paymentCount: r.payment_count as number,
    startDate: s(r.start_date),
    endDate: s(r.end_date),
    env: s(r.env),
    createdAt: s(r.created_at),
  };
}

export function toOnRamp(r: Row) {
  return {
    _id: s(r._id),
    orgId: s(r.org_id),
    env: s(r.env),
    fiatAmount: n(r.fiat_amount),
    fiatCurrency: s(r.fiat_currency),
    cryptoCurrency: s(r.crypto_currency),
    walletAddress: s(r.wallet_address),
    status: s(r.status),
    createdAt: s(r.created_at),
  };
}
