/** Payouts: create (Idempotency-Key), list, detail and contents, unpaid balances per currency. */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ApiError, bodyOf, ok, pageOf } from '../../http.ts';
import type { AppEnv } from '../../session.ts';
import { unpaidByCurrency } from '../../money/balances.ts';
import { createPayout } from '../../money/payout-ops.ts';
import { settleDueRefunds } from '../../money/refund-ops.ts';
import { pagingOf, queryOf, requireParam, sessionFor } from '../../money/request.ts';
import { assertMoneyRole } from '../../money/roles.ts';
import { toDispute, toPayout, toRefund, toTransaction } from '../../money/rows.ts';
import { inScope, scopeWhere, singleOrg } from '../../money/scope.ts';

type Row = Record<string, unknown>;

export function payoutRoutes({ db, now, notify }: SandboxDeps) {
  const r = new Hono<AppEnv>();
  const count = (sql: string, params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

  r.post('/payout/create', (c) => {
    settleDueRefunds(db, now());
    const session = sessionFor(c);
    const orgId = singleOrg(session);
    assertMoneyRole(db, session, orgId);
    const body = bodyOf<{ endDate: string; currencyCategory: string }>(c);
    const currency = requireParam(queryOf(c), 'currency');
    const key = c.req.header('Idempotency-Key') ?? '';
    const req = {
      orgId,
      env: session.env,
      currency,
      currencyCategory: body.currencyCategory,
      endDate: body.endDate,
    };
    const { row, created } = createPayout(db, req, key, now());
    const payout = toPayout(row);
    if (created) {
      // after the commit: a notification must never announce a payout that was rolled back
      notify({
        orgId,
        env: session.env,
        data: { amount: payout.netAmount, currency, endDate: payout.endDate, payoutId: payout._id },
      });
    }
    return ok(c, payout, created ? 201 : 200);
  });

  r.get('/payout', (c) => {
    const { page, limit, offset } = pagingOf(queryOf(c));
    const s = scopeWhere(sessionFor(c));
    const total = count(`SELECT COUNT(*) n FROM payouts WHERE ${s.sql}`, s.params);
    const rows = db
      .prepare(`SELECT * FROM payouts WHERE ${s.sql} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`)
      .all(...s.params, limit, offset) as Row[];
    return ok(c, {
      payouts: rows.map(toPayout),
      page,
      limit,
      totalPages: Math.ceil(total / limit),
      totalResults: total,
    });
  });

  /** A payout of the caller's scope and env, or 404. */
  const payoutOf = (c: Context) => {
    const session = sessionFor(c);
    const row = db
      .prepare('SELECT * FROM payouts WHERE _id = ? AND env = ?')
      .get(c.req.param('id'), session.env) as Row | undefined;
    if (!row || !inScope(session, row.org_id as string)) throw new ApiError(404, 'Payout not found');
    return row;
  };

  r.get('/payout/detail/:id', (c) => ok(c, toPayout(payoutOf(c))));

  r.get('/payout/payments/:id', (c) => {
    const p = payoutOf(c);
    const { page, limit, offset } = pagingOf(queryOf(c));
    const total = count('SELECT COUNT(*) n FROM transactions WHERE payout_id = ?', [p._id]);
    const rows = db
      .prepare(
        'SELECT * FROM transactions WHERE payout_id = ? ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?',
      )
      .all(p._id, limit, offset) as Row[];
    return ok(c, pageOf(rows.map(toTransaction), page, limit, total));
  });

  r.get('/payout/disputes/:id', (c) => {
    const p = payoutOf(c);
    return ok(
      c,
      (
        db.prepare('SELECT * FROM disputes WHERE payout_id = ? ORDER BY created_at DESC').all(p._id) as Row[]
      ).map(toDispute),
    );
  });

  r.get('/payout/refunds/:id', (c) => {
    const p = payoutOf(c);
    return ok(
      c,
      (
        db.prepare('SELECT * FROM refunds WHERE payout_id = ? ORDER BY created_at DESC').all(p._id) as Row[]
      ).map(toRefund),
    );
  });

  r.get('/payout/payment/currencies', (c) => {
    settleDueRefunds(db, now());
    const session = sessionFor(c);
    return ok(c, unpaidByCurrency(db, session.scopeOrgIds, session.env));
  });

  return r;
}
