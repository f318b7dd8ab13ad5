/** Payout previews: exactly what createPayout would include, without moving anything. */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok, pageOf } from '../../http.ts';
import type { AppEnv } from '../../session.ts';
import { toMajor } from '../../money/currencies.ts';
import { batchWhere, payoutTotals, type PayoutScope } from '../../money/payout-calc.ts';
import { checkCurrency } from '../../money/payout-ops.ts';
import { settleDueRefunds } from '../../money/refund-ops.ts';
import { pagingOf, queryOf, requireParam, sessionFor } from '../../money/request.ts';
import { toDispute, toRefund, toTransaction } from '../../money/rows.ts';
import { dayEnd } from '../../money/scope.ts';

type Row = Record<string, unknown>;

export function payoutPreviewRoutes({ db, now }: SandboxDeps) {
  const r = new Hono<AppEnv>();
  const count = (sql: string, params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

  /** Previews use the caller's whole scope; creation needs one org, so they agree whenever one is selected. */
  const previewScope = (c: Context): PayoutScope & { category: string; endDate: string } => {
    settleDueRefunds(db, now());
    const session = sessionFor(c);
    const q = queryOf(c);
    const category = requireParam(q, 'currencyCategory');
    const currency = checkCurrency(requireParam(q, 'currency'), category);
    const endDate = requireParam(q, 'endDate');
    return {
      orgIds: session.scopeOrgIds,
      env: session.env,
      currency,
      endIso: dayEnd(endDate),
      category,
      endDate,
    };
  };

  r.get('/payout/previewPayout', (c) => {
    const s = previewScope(c);
    const t = payoutTotals(db, s);
    return ok(c, {
      currency: s.currency,
      currencyCategory: s.category,
      endDate: s.endIso,
      grossAmount: toMajor(t.gross),
      refundsAmount: toMajor(t.refunds),
      disputesAmount: toMajor(t.disputes),
      feeAmount: toMajor(t.fee),
      netAmount: toMajor(t.net),
      paymentCount: t.paymentCount,
    });
  });

  r.get('/payout/previewPayout/payments', (c) => {
    const w = batchWhere(previewScope(c)).payments;
    const { page, limit, offset } = pagingOf(queryOf(c));
    const total = count(`SELECT COUNT(*) n FROM transactions WHERE ${w.sql}`, w.params);
    const rows = db
      .prepare(
        `SELECT * FROM transactions WHERE ${w.sql} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`,
      )
      .all(...w.params, limit, offset) as Row[];
    return ok(c, pageOf(rows.map(toTransaction), page, limit, total));
  });

  r.get('/payout/previewPayout/disputes', (c) => {
    const w = batchWhere(previewScope(c)).disputes;
    return ok(
      c,
      (
        db.prepare(`SELECT * FROM disputes WHERE ${w.sql} ORDER BY created_at DESC`).all(...w.params) as Row[]
      ).map(toDispute),
    );
  });

  r.get('/payout/previewPayout/refunds', (c) => {
    const w = batchWhere(previewScope(c)).refunds;
    return ok(
      c,
      (
        db.prepare(`SELECT * FROM refunds WHERE ${w.sql} ORDER BY created_at DESC`).all(...w.params) as Row[]
      ).map(toRefund),
    );
  });

  return r;
}
