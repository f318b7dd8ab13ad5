/**
 * What a daily digest says about one organization and environment for one period [start, end): the day's
 * volume and net per currency, the disputes opened, the payouts scheduled and those that landed or failed.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { CAPTURED_SQL, toMajor } from '../money/currencies.ts';

export type DigestContent = Pick<Schemas['Digest'], 'currencies' | 'disputes' | 'payouts'>;

interface Period {
  orgId: string;
  env: EnvName;
  /** ISO instants, start included, end excluded */
  start: string;
  end: string;
}

/**
 * Per currency: the successful payments created in the period (captured, whatever happened to them since) and
 * the refunds that succeeded in it (whichever day their payment was); net = volume − refunded.
 */
function currencyTotals(db: Db, p: Period): Schemas['DigestCurrencyTotal'][] {
  const payments = db
    .prepare(
      `SELECT currency, COUNT(*) AS n, SUM(captured_amount) AS volume FROM transactions
       WHERE org_id = ? AND env = ? AND created_at >= ? AND created_at < ? AND status IN (${CAPTURED_SQL})
       GROUP BY currency`,
    )
    .all(p.orgId, p.env, p.start, p.end) as { currency: string; n: number; volume: number }[];
  const refunds = db
    .prepare(
      `SELECT currency, SUM(amount) AS refunded FROM refunds
       WHERE org_id = ? AND env = ? AND status = 'success' AND updated_at >= ? AND updated_at < ?
       GROUP BY currency`,
    )
    .all(p.orgId, p.env, p.start, p.end) as { currency: string; refunded: number }[];
  const codes = [...new Set([...payments.map((r) => r.currency), ...refunds.map((r) => r.currency)])].sort();
  return codes.map((currency) => {
    const paid = payments.find((r) => r.currency === currency);
    const volume = paid?.volume ?? 0;
    const refunded = refunds.find((r) => r.currency === currency)?.refunded ?? 0;
    return {
      currency,
      paymentCount: paid?.n ?? 0,
      volume: toMajor(volume),
      refunded: toMajor(refunded),
      // in units, then converted: never a float subtraction
      net: toMajor(volume - refunded),
    };
  });
}

function disputesOpened(db: Db, p: Period): Schemas['DigestDispute'][] {
  const rows = db
    .prepare(
      `SELECT * FROM disputes WHERE org_id = ? AND env = ? AND created_at >= ? AND created_at < ?
       ORDER BY due_by, _id`,
    )
    .all(p.orgId, p.env, p.start, p.end) as {
    _id: string;
    payment_id: string;
    amount: number;
    currency: string;
    reason: string;
    status: Schemas['DisputeStatus'];
    created_at: string;
    due_by: string;
  }[];
  return rows.map((d) => ({
    disputeId: d._id,
    paymentId: d.payment_id,
    amount: toMajor(d.amount),
    currency: d.currency,
    reason: d.reason,
    status: d.status,
    createdAt: d.created_at,
    dueBy: d.due_by,
  }));
}

/**
 * Payouts created in the period, and payouts that became paid or failed in it. A payout without recorded
 * changes (the seed's) settled when it was created, as its timeline says (payout-lifecycle.ts).
 */
function payoutsOfPeriod(db: Db, p: Period): Schemas['DigestPayout'][] {
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT p._id, p.net_amount, p.currency, p.status, p.created_at,
           COALESCE(
             (SELECT MIN(c.at) FROM payout_status_changes c WHERE c.payout_id = p._id AND c.status IN ('paid','failed')),
             CASE WHEN p.status IN ('paid','failed')
               AND NOT EXISTS (SELECT 1 FROM payout_status_changes c WHERE c.payout_id = p._id) THEN p.created_at END
           ) AS settled_at
         FROM payouts p WHERE p.org_id = ? AND p.env = ?
       ) WHERE (created_at >= ? AND created_at < ?) OR (settled_at >= ? AND settled_at < ?)
       ORDER BY created_at DESC, _id DESC`,
    )
    .all(p.orgId, p.env, p.start, p.end, p.start, p.end) as {
    _id: string;
    net_amount: number;
    currency: string;
    status: Schemas['PayoutStatus'];
    created_at: string;
    settled_at: string | null;
  }[];
  return rows.map((r) => ({
    payoutId: r._id,
    amount: toMajor(r.net_amount),
    currency: r.currency,
    status: r.status,
    createdAt: r.created_at,
    settledAt: r.settled_at !== null && r.settled_at >= p.start && r.settled_at < p.end ? r.settled_at : null,
  }));
}

export function digestContent(db: Db, period: Period): DigestContent {
  return {
    currencies: currencyTotals(db, period),
    disputes: disputesOpened(db, period),
    payouts: payoutsOfPeriod(db, period),
  };
}
