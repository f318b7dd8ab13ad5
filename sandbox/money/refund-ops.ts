/**
 * Refund creation and settlement. Settlement is driven by now(), so tests are deterministic: lazily before a read,
 * and by the scheduler (events/scheduler.ts), so a failure is announced without anyone reading.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { newId } from '../rng.ts';
import { toUnits, roundUnits, SCALE } from './currencies.ts';
import { paymentInScope } from './payments.ts';
import type { MoneySession } from './scope.ts';
import { assertMoneyRole, REFUND_ROLES } from './roles.ts';
import { isoAfter } from '../clock.ts';

/** A pending refund settles this long after creation ("shortly after", docs/product/04-states.md §4.7). */
const SETTLE_MS = 2000;
const OVER_REFUND = 'Refund amount exceeds the refundable amount';

/** Sandbox rule, documented for testers: a refund whose cents are .13 fails; every other one succeeds. */
function refundFails(units: number): boolean {
  return Math.round(units / (SCALE / 100)) % 100 === 13;
}

type RefundRow = Record<string, unknown> & { _id: string; request_hash: string | null };

/** A refund that just settled, as events/index.ts announces it (a failed one) and re-evaluates its scope. */
export interface SettledRefund {
  _id: string;
  payment_id: string;
  org_id: string;
  env: 'test' | 'live';
  amount: number;
  currency: string;
  status: 'success' | 'failed';
  failure_reason: string | null;
}

const REFUND_FAILURE = 'Declined by the card network (sandbox: amounts ending in .13 fail)';

/**
 * Settles every pending refund whose time has come; updates the payment's refundedAmount/status. Returns the
 * refunds it settled.
 */
export function settleDueRefunds(db: Db, now: Date): SettledRefund[] {
  const nowIso = now.toISOString();
  const due = db
    .prepare(
      `SELECT _id, payment_id, org_id, env, amount, currency FROM refunds WHERE status = 'pending' AND settle_at <= ?`,
    )
    .all(nowIso) as Omit<SettledRefund, 'status' | 'failure_reason'>[];
  if (due.length === 0) return [];
  const fail = db.prepare(
    `UPDATE refunds SET status = 'failed', failure_reason = ?, updated_at = ? WHERE _id = ?`,
  );
  const succeed = db.prepare(`UPDATE refunds SET status = 'success', updated_at = ? WHERE _id = ?`);
  const applyToPayment = db.prepare(
    `UPDATE transactions SET refunded_amount = refunded_amount + ?,
       status = CASE WHEN refunded_amount + ? >= captured_amount THEN 'refunded' ELSE 'partially_refunded' END,
       updated_at = ? WHERE payment_id = ?`,
  );
  return db.transaction(() =>
    due.map((r): SettledRefund => {
      if (refundFails(r.amount)) {
        fail.run(REFUND_FAILURE, nowIso, r._id);
        return { ...r, status: 'failed', failure_reason: REFUND_FAILURE };
      }
      succeed.run(nowIso, r._id);
      applyToPayment.run(r.amount, r.amount, nowIso, r.payment_id);
      return { ...r, status: 'success', failure_reason: null };
    }),
  )();
}

export interface RefundInput {
  paymentId: string;
  amount?: number;
  reason?: string;
  key: string;
}

/**
 * Creates a pending refund, or returns the stored one for a repeated Idempotency-Key. The step-up was asked
 * before (the contract's x-proof, step-up/require.ts).
 */
export function createRefund(db: Db, session: MoneySession, input: RefundInput, now: Date) {
  const tx = paymentInScope(db, session, input.paymentId);
  const orgId = tx.org_id as string;
  assertMoneyRole(db, session, orgId, REFUND_ROLES, 'refund payments');
  const hash = createHash('sha256')
    .update(JSON.stringify([input.paymentId, input.amount ?? null, input.reason ?? null]))
    .digest('hex');
  const byKey = () =>
    db.prepare(`SELECT * FROM refunds WHERE org_id = ? AND idempotency_key = ?`).get(orgId, input.key) as
      RefundRow | undefined;
  const replay = (row: RefundRow) => {
    if (row.request_hash !== hash) throw new ApiError(409, 'Idempotency-Key reused with a different request');
    return { row, created: false };
  };
  const existing = byKey();
  if (existing) return replay(existing);

  if (tx.status !== 'success' && tx.status !== 'partially_refunded') {
    throw new ApiError(422, 'Only successful or partially refunded payments can be refunded');
  }
  const currency = tx.currency as string;
  const committed = (
    db
      .prepare(
        `SELECT COALESCE(SUM(amount),0) v FROM refunds WHERE payment_id = ? AND status IN ('pending','success')`,
      )
      .get(input.paymentId) as { v: number }
  ).v;
  const remaining = (tx.captured_amount as number) - committed;
  let units = remaining;
  if (input.amount !== undefined) {
    units = toUnits(input.amount);
    if (units !== roundUnits(units, currency))
      throw new ApiError(422, `Refund amount has too many decimals for ${currency}`);
  }
  if (units <= 0 || units > remaining) throw new ApiError(422, OVER_REFUND);

  const nowIso = now.toISOString();
  const id = newId();
  try {
    db.prepare(
      `INSERT INTO refunds (_id, payment_id, org_id, env, amount, currency, status, reason, idempotency_key,
         request_hash, settle_at, created_at, updated_at) VALUES (?,?,?,?,?,?,'pending',?,?,?,?,?,?)`,
    ).run(
      id,
      input.paymentId,
      orgId,
      session.env,
      units,
      currency,
      input.reason ?? null,
      input.key,
      hash,
      isoAfter(now, SETTLE_MS),
      nowIso,
      nowIso,
    );
  } catch (e) {
    const msg = (e as Error).message;
    // the trigger is the last line of defence; the UNIQUE key catches a duplicate that raced us
    if (msg.includes('REFUND_EXCEEDS_CAPTURED')) throw new ApiError(422, OVER_REFUND);
    const again = msg.includes('UNIQUE') ? byKey() : undefined;
    if (again) return replay(again);
    throw e;
  }
  return { row: byKey() as RefundRow, created: true };
}
