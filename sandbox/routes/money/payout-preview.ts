/** Payout previews: exactly what createPayout would include, without moving anything. */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok } from '../../http.ts';
import { listAll, listPage } from '../../list-query.ts';
import { toMajor, type CurrencyType } from '../../money/currencies.ts';
import { batchWhere, payoutTotals, type PayoutScope } from '../../money/payout-calc.ts';
import { checkCurrency } from '../../money/payout-ops.ts';
import { toDispute, toRefund, toTransaction } from '../../money/rows.ts';
import { dayEnd } from '../../money/scope.ts';
import { queryOf, requireParam } from '../../request.ts';
import { sessionOf, type AppEnv } from '../../session.ts';

export function payoutPreviewRoutes({ db, events }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  /** Previews use the caller's whole scope; creation needs one org, so they agree whenever one is selected. */
  const previewScope = (c: Context): PayoutScope & { category: CurrencyType; endDate: string } => {
    events.settleRefunds();
    const session = sessionOf(c);
    const q = queryOf(c);
    // the contract's enum, checked by the validation middleware
    const category = requireParam(q, 'currencyCategory') as CurrencyType;
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
    return ok<'previewPayout'>(c, {
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
    const where = batchWhere(previewScope(c)).payments;
    return ok<'previewPayoutPayments'>(c, listPage(db, c, { table: 'transactions', where }, toTransaction));
  });

  r.get('/payout/previewPayout/disputes', (c) => {
    const where = batchWhere(previewScope(c)).disputes;
    return ok<'previewPayoutDisputes'>(
      c,
      listAll(db, { table: 'disputes', where, orderBy: 'created_at DESC' }, toDispute),
    );
  });

  r.get('/payout/previewPayout/refunds', (c) => {
    const where = batchWhere(previewScope(c)).refunds;
    return ok<'previewPayoutRefunds'>(
      c,
      listAll(db, { table: 'refunds', where, orderBy: 'created_at DESC' }, toRefund),
    );
  });

  return r;
}
