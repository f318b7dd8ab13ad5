/**
 * Database rows (snake_case, integer units) → the contract's entities (camelCase, major units). The return
 * types come from the contract, so a renamed, missing or wrongly nullable field fails the typecheck.
 */
import type { Schemas } from '../contract-types.ts';
import { toMajor } from './currencies.ts';

type Row = Record<string, unknown>;
const s = (v: unknown) => v as string;
const sn = (v: unknown) => (v ?? null) as string | null;
const n = (v: unknown) => toMajor(v as number);
/** A column the sandbox only writes with the contract's values for that field (most have a CHECK constraint). */
const oneOf = <T extends string>(v: unknown) => v as T;

export function toTransaction(r: Row): Schemas['Transaction'] {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    // the seed gives every payment the key it was made with (the contract requires one)
    keyId: s(r.key_id),
    title: s(r.title),
    amount: n(r.amount),
    currency: s(r.currency),
    currencyType: oneOf(r.currency_type),
    paymentType: oneOf(r.payment_type),
    status: oneOf(r.status),
    env: oneOf(r.env),
    isProcessed: r.is_processed === 1,
    payoutId: sn(r.payout_id),
    customerEmail: s(r.customer_email),
    capturedAmount: n(r.captured_amount),
    refundedAmount: n(r.refunded_amount),
    createdAt: s(r.created_at),
    updatedAt: s(r.updated_at),
    // issue 34: crypto payments only (payment-proofs.ts), null for fiat
    txHash: sn(r.tx_hash),
    walletAddress: sn(r.wallet_address),
  };
}

export function toRefund(r: Row): Schemas['Refund'] {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    amount: n(r.amount),
    currency: s(r.currency),
    status: oneOf(r.status),
    reason: sn(r.reason),
    failureReason: sn(r.failure_reason),
    createdAt: s(r.created_at),
    updatedAt: s(r.updated_at),
  };
}

export function toDispute(r: Row): Schemas['Dispute'] {
  return {
    _id: s(r._id),
    paymentId: s(r.payment_id),
    orgId: s(r.org_id),
    amount: n(r.amount),
    currency: s(r.currency),
    reason: s(r.reason),
    status: oneOf(r.status),
    env: oneOf(r.env),
    payoutId: sn(r.payout_id),
    createdAt: s(r.created_at),
    dueBy: s(r.due_by),
  };
}

export function toPayout(r: Row): Schemas['Payout'] {
  return {
    _id: s(r._id),
    orgId: s(r.org_id),
    currency: s(r.currency),
    currencyCategory: oneOf(r.currency_category),
    status: oneOf(r.status),
    grossAmount: n(r.gross_amount),
    refundsAmount: n(r.refunds_amount),
    disputesAmount: n(r.disputes_amount),
    feeAmount: n(r.fee_amount),
    netAmount: n(r.net_amount),
    paymentCount: r.payment_count as number,
    startDate: s(r.start_date),
    endDate: s(r.end_date),
    env: oneOf(r.env),
    createdAt: s(r.created_at),
  };
}

export function toOnRamp(r: Row): Schemas['OnRampRequest'] {
  return {
    _id: s(r._id),
    orgId: s(r.org_id),
    env: oneOf(r.env),
    fiatAmount: n(r.fiat_amount),
    fiatCurrency: s(r.fiat_currency),
    cryptoCurrency: s(r.crypto_currency),
    cryptoAmount: r.crypto_amount === null || r.crypto_amount === undefined ? null : n(r.crypto_amount),
    walletAddress: s(r.wallet_address),
    status: oneOf(r.status),
    createdAt: s(r.created_at),
  };
}
