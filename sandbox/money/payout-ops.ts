/** Payout creation: one db transaction moves the batch (payments, refunds, disputes) into the payout. */
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { newId } from '../rng.ts';
import { currencyInfo, SCALE } from './currencies.ts';
import { batchWhere, payoutTotals, type PayoutScope } from './payout-calc.ts';
import { recordStatus } from './payout-lifecycle.ts';
import { dayEnd } from './scope.ts';

export interface PayoutRequest {
  orgId: string;
  env: string;
  currency: string;
  currencyCategory: string;
  endDate: string; // YYYY-MM-DD
}

/** Throws 422 when the currency is unknown or belongs to the other category. */
export function checkCurrency(currency: string, category: string): string {
  const info = currencyInfo(currency);
  if (!info) throw new ApiError(422, `Unsupported currency ${currency}`);
  if (info.currencyType !== category) throw new ApiError(422, `${info.code} is not a ${category} currency`);
  return info.code;
}

/**
 * Writes the payout for the batch and marks its contents processed. Used by the API and by the seed
 * (seed passes status 'paid' and its own id/createdAt). Returns undefined when there is nothing to pay.
 */
export function writePayout(
  db: Db,
  req: PayoutRequest,
  opts: { id: string; createdAt: string; status: string; key?: string; hash?: string },
) {
  const scope: PayoutScope = {
    orgIds: [req.orgId],
    env: req.env,
    currency: req.currency,
    endIso: dayEnd(req.endDate),
  };
  const t = payoutTotals(db, scope);
  if (t.paymentCount === 0) return undefined;
  const w = batchWhere(scope);
  db.prepare(
    `INSERT INTO payouts (_id, org_id, env, currency, currency_category, status, gross_amount, refunds_amount,
       disputes_amount, fee_amount, net_amount, payment_count, start_date, end_date, idempotency_key, request_hash,
       created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  ).run(
    opts.id,
    req.orgId,
    req.env,
    req.currency,
    req.currencyCategory,
    opts.status,
    t.gross,
    t.refunds,
    t.disputes,
    t.fee,
    t.net,
    t.paymentCount,
    t.startIso,
    scope.endIso,
    opts.key ?? null,
    opts.hash ?? null,
    opts.createdAt,
  );
  db.prepare(`UPDATE refunds SET payout_id = ? WHERE ${w.refunds.sql}`).run(opts.id, ...w.refunds.params);
  db.prepare(`UPDATE disputes SET payout_id = ? WHERE ${w.disputes.sql}`).run(opts.id, ...w.disputes.params);
  db.prepare(
    `UPDATE transactions SET is_processed = 1, payout_id = ?, updated_at = ? WHERE ${w.payments.sql}`,
  ).run(opts.id, opts.createdAt, ...w.payments.params);
  return db.prepare('SELECT * FROM payouts WHERE _id = ?').get(opts.id) as Record<string, unknown>;
}

function nothingToPayOut(row: Record<string, unknown>): ApiError {
  const code = row.currency as string;
  const shown = (units: number) => `${(units / SCALE).toFixed(currencyInfo(code)?.decimals ?? 8)} ${code}`;
  const deducted =
    (row.refunds_amount as number) + (row.disputes_amount as number) + (row.fee_amount as number);
  return new ApiError(
    422,
    `Nothing to pay out: refunds, lost disputes and the fee (${shown(deducted)}) take all of the unpaid payments (${shown(row.gross_amount as number)})`,
  );
}

/**
 * API creation with Idempotency-Key; `created` false means a replay of the stored payout. The step-up was asked
 * before (the contract's x-proof, step-up/require.ts).
 */
export function createPayout(db: Db, req: PayoutRequest, key: string, now: Date) {
  const hash = createHash('sha256')
    .update(JSON.stringify([req.env, req.currency, req.currencyCategory, req.endDate]))
    .digest('hex');
  const byKey = () =>
    db.prepare('SELECT * FROM payouts WHERE org_id = ? AND idempotency_key = ?').get(req.orgId, key) as
      Record<string, unknown> | undefined;
  return db
    .transaction(() => {
      const existing = byKey();
      if (existing) {
        if (existing.request_hash !== hash)
          throw new ApiError(409, 'Idempotency-Key reused with a different request');
        return { row: existing, created: false };
      }
      // after the replay check: a replay with a changed body must answer 409, not a validation error
      checkCurrency(req.currency, req.currencyCategory);
      const row = writePayout(db, req, {
        id: newId(),
        createdAt: now.toISOString(),
        status: 'pending',
        key,
        hash,
      });
      if (!row) throw new ApiError(422, 'There are no unpaid payments for this currency');
      // refunds of payments paid out earlier can outweigh the unpaid ones: throwing rolls the payout back
      if ((row.net_amount as number) <= 0) throw nothingToPayOut(row);
      return { row: startLifecycle(db, row), created: true };
    })
    .immediate();
}

/** A new payout's first timeline entry (pending), and the wallet a crypto payout goes to, as of now. */
function startLifecycle(db: Db, row: Record<string, unknown>) {
  recordStatus(db, row._id as string, 'pending', row.created_at as string);
  if (row.currency_category !== 'crypto') return row;
  db.prepare(
    'UPDATE payouts SET wallet_address = (SELECT wallet_address FROM organizations WHERE _id = ?) WHERE _id = ?',
  ).run(row.org_id, row._id);
  return db.prepare('SELECT * FROM payouts WHERE _id = ?').get(row._id) as Record<string, unknown>;
}
