/** Organization balances: what the next payouts would bring, before fees, per currency and env. */
import type { Db } from '../db.ts';
import { CAPTURED_SQL, toMajor, type CurrencyType } from './currencies.ts';

type Balance = Record<string, number>;

/** Unpaid captured payments net of not-yet-deducted refunds and lost disputes, per currency; never below 0. */
export function unpaidByCurrency(db: Db, orgIds: string[] | null, env: string) {
  return unpaidUnitsByCurrency(db, orgIds, env).map(({ units, ...r }) => ({ ...r, amount: toMajor(units) }));
}

/** unpaidByCurrency in stored units (exact), for the alert rules that compare it with a threshold. */
export function unpaidUnitsByCurrency(db: Db, orgIds: string[] | null, env: string) {
  const orgSql =
    orgIds === null ? '1' : orgIds.length ? `org_id IN (${orgIds.map(() => '?').join(',')})` : '0';
  const ids = orgIds ?? [];
  const rows = db
    .prepare(
      `SELECT currency, MAX(currency_type) currencyType, SUM(captured_amount) gross, COUNT(*) n FROM transactions
       WHERE env = ? AND ${orgSql} AND is_processed = 0 AND status IN (${CAPTURED_SQL})
       GROUP BY currency ORDER BY currency`,
    )
    .all(env, ...ids) as { currency: string; currencyType: CurrencyType; gross: number; n: number }[];
  const deduct = (table: string, statuses: string) =>
    new Map(
      (
        db
          .prepare(
            `SELECT currency, SUM(amount) v FROM ${table}
             WHERE env = ? AND ${orgSql} AND payout_id IS NULL AND status IN (${statuses}) GROUP BY currency`,
          )
          .all(env, ...ids) as { currency: string; v: number }[]
      ).map((r) => [r.currency, r.v]),
    );
  const refunds = deduct('refunds', `'pending','success'`);
  const disputes = deduct('disputes', `'lost'`);
  return rows.map((r) => ({
    currency: r.currency,
    currencyType: r.currencyType,
    // refunds of payments paid out earlier can exceed the unpaid ones: then nothing is payable (not a debt shown)
    units: Math.max(0, r.gross - (refunds.get(r.currency) ?? 0) - (disputes.get(r.currency) ?? 0)),
    paymentCount: r.n,
  }));
}

function balanceOf(db: Db, orgId: string, env: string): Balance {
  const out: Balance = {};
  for (const r of unpaidByCurrency(db, [orgId], env)) out[r.currency] = r.amount;
  return out;
}

/** Called by core's organization routes for Organization.balance / testBalance. */
export function balancesFor(db: Db, orgId: string): { balance: Balance; testBalance: Balance } {
  return { balance: balanceOf(db, orgId, 'live'), testBalance: balanceOf(db, orgId, 'test') };
}
