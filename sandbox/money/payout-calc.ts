/**
 * What a payout contains, shared by preview, creation, the currency balances and the seed, so a
 * preview always equals the payout created from the same inputs.
 * A batch = unpaid captured payments of one currency up to endIso, minus the not-yet-deducted
 * pending/successful refunds and lost disputes created up to endIso (they may belong to payments paid
 * out earlier: money refunded after a payout is recovered from the next one).
 */
import type { Db } from '../db.ts';
import { CAPTURED_SQL, feeUnits } from './currencies.ts';
import type { Where } from '../list-query.ts';

export interface PayoutScope {
  orgIds: string[] | null;
  env: string;
  currency: string;
  endIso: string;
}

function orgPart(orgIds: string[] | null, col: string): Where {
  if (orgIds === null) return { sql: '1', params: [] };
  if (orgIds.length === 0) return { sql: '0', params: [] };
  return { sql: `${col} IN (${orgIds.map(() => '?').join(',')})`, params: orgIds };
}

export function batchWhere(s: PayoutScope) {
  const po = orgPart(s.orgIds, 'org_id');
  const base = [s.env, s.currency, ...po.params, s.endIso];
  return {
    payments: {
      sql: `env = ? AND currency = ? AND ${po.sql} AND created_at <= ? AND is_processed = 0 AND status IN (${CAPTURED_SQL})`,
      params: base,
    },
    refunds: {
      sql: `env = ? AND currency = ? AND ${po.sql} AND created_at <= ? AND payout_id IS NULL AND status IN ('pending','success')`,
      params: base,
    },
    disputes: {
      sql: `env = ? AND currency = ? AND ${po.sql} AND created_at <= ? AND payout_id IS NULL AND status = 'lost'`,
      params: base,
    },
  };
}

export interface PayoutTotals {
  gross: number;
  refunds: number;
  disputes: number;
  fee: number;
  net: number;
  paymentCount: number;
  startIso: string | null;
}

export function payoutTotals(db: Db, s: PayoutScope): PayoutTotals {
  const w = batchWhere(s);
  const p = db
    .prepare(
      `SELECT COALESCE(SUM(captured_amount),0) g, COUNT(*) c, MIN(created_at) m FROM transactions WHERE ${w.payments.sql}`,
    )
    .get(...w.payments.params) as { g: number; c: number; m: string | null };
  const sum = (table: string, where: Where) =>
    (
      db
        .prepare(`SELECT COALESCE(SUM(amount),0) v FROM ${table} WHERE ${where.sql}`)
        .get(...where.params) as { v: number }
    ).v;
  const refunds = sum('refunds', w.refunds);
  const disputes = sum('disputes', w.disputes);
  const fee = feeUnits(p.g, s.currency);
  return {
    gross: p.g,
    refunds,
    disputes,
    fee,
    net: p.g - refunds - disputes - fee,
    paymentCount: p.c,
    startIso: p.m,
  };
}
