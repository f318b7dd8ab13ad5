/**
 * Payments added while the sandbox runs (the test-only POST /__sandbox/payments and the demo's event generator,
 * events/generator.ts): a payment as a checkout would leave it, and optionally a dispute opened on it, so the
 * events of issue 32 (large payments, disputes, failure rates, balances) happen for real.
 */
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { ApiError } from '../http.ts';
import { newId } from '../rng.ts';
import { isoAfter } from '../clock.ts';
import { amountUnits, currencyInfo } from './currencies.ts';
import { DISPUTE_REASONS, paymentIdFor } from './seed-data.ts';
import { paymentProofs } from './payment-proofs.ts';

type Row = Record<string, unknown>;

export interface NewPayment {
  orgId: string;
  env: EnvName;
  /** major units, with at most the currency's decimals */
  amount: number;
  currency: string;
  status: 'success' | 'failed';
  title?: string;
  customerEmail?: string;
  /** open a dispute on it (a successful payment only), due this many hours later */
  dispute?: { dueInHours: number; reason?: string };
}

const HOUR = 3_600_000;

/** Writes the payment (and its dispute); 400/404 for what cannot be. Returns the rows written. */
export function addPayment(db: Db, input: NewPayment, now: Date): { payment: Row; dispute: Row | null } {
  const info = currencyInfo(input.currency);
  if (!info || info.code !== input.currency)
    throw new ApiError(400, `Unsupported currency ${input.currency}`);
  const units = amountUnits('amount', input.amount, info);
  if (!db.prepare('SELECT 1 FROM organizations WHERE _id = ?').get(input.orgId))
    throw new ApiError(404, 'Organization not found');
  if (input.dispute && input.status !== 'success')
    throw new ApiError(400, 'Only a successful payment can be disputed');
  const at = now.toISOString();
  // a payment names the API key it was made with: the scope's first, or the seed's placeholder
  const key = db
    .prepare(`SELECT _id FROM signing_keys WHERE org_id = ? AND env = ? ORDER BY created_at, _id LIMIT 1`)
    .get(input.orgId, input.env) as { _id: string } | undefined;
  const paymentId = paymentIdFor(Math.random);
  const txId = newId();
  const proofs = paymentProofs(txId, info.code);
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO transactions (_id, payment_id, org_id, key_id, title, amount, currency, currency_type,
         payment_type, status, env, customer_email, captured_amount, refunded_amount, created_at, updated_at,
         tx_hash, wallet_address)
       VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,0,?,?,?,?)`,
    ).run(
      txId,
      paymentId,
      input.orgId,
      key?._id ?? '0'.repeat(24),
      input.title ?? 'Sandbox payment',
      units,
      info.code,
      info.currencyType,
      info.currencyType === 'crypto' ? 'crypto_wallet' : 'card',
      input.dispute ? 'disputed' : input.status,
      input.env,
      input.customerEmail ?? 'customer@example.com',
      input.status === 'success' ? units : 0,
      at,
      at,
      proofs.txHash,
      proofs.walletAddress,
    );
    let dispute: Row | null = null;
    if (input.dispute) {
      const id = newId();
      db.prepare(
        `INSERT INTO disputes (_id, payment_id, org_id, env, amount, currency, reason, status, created_at, due_by)
         VALUES (?,?,?,?,?,?,?,'open',?,?)`,
      ).run(
        id,
        paymentId,
        input.orgId,
        input.env,
        units,
        info.code,
        input.dispute.reason ?? DISPUTE_REASONS[0],
        at,
        isoAfter(now, input.dispute.dueInHours * HOUR),
      );
      dispute = db.prepare('SELECT * FROM disputes WHERE _id = ?').get(id) as Row;
    }
    const payment = db.prepare('SELECT * FROM transactions WHERE payment_id = ?').get(paymentId) as Row;
    return { payment, dispute };
  })();
}
