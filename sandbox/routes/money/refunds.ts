/** Refunds (create with Idempotency-Key, list) and disputes list. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok } from '../../http.ts';
import { andIf, listPage } from '../../list-query.ts';
import { createRefund } from '../../money/refund-ops.ts';
import { toDispute, toRefund } from '../../money/rows.ts';
import { scopeWhere } from '../../money/scope.ts';
import { bodyOf, queryOf } from '../../request.ts';
import { sessionOf, type AppEnv } from '../../session.ts';
import { recordRefundCreated } from '../../audit/money.ts';

export function refundRoutes(deps: SandboxDeps) {
  const { db, now, events } = deps;
  const r = new Hono<AppEnv>();

  r.post('/refund/:paymentId', (c) => {
    const at = now();
    events.settleRefunds();
    const body = bodyOf<'createRefund'>(c);
    const key = c.req.header('Idempotency-Key') ?? '';
    const { row, created } = createRefund(
      db,
      sessionOf(c),
      { paymentId: c.req.param('paymentId'), amount: body.amount, reason: body.reason, key },
      at,
    );
    // a pending refund is deducted from the balance at once: the organization's alert rules look again
    if (created) events.scopeChanged(row.org_id as string, row.env as 'test' | 'live');
    // a replay of the same request created nothing: only the first one is recorded
    if (created) recordRefundCreated(c, deps, row);
    return ok<'createRefund'>(c, toRefund(row), created ? 201 : 200);
  });

  r.get('/refund', (c) => {
    events.settleRefunds();
    const where = andIf(scopeWhere(sessionOf(c)), 'payment_id = ?', queryOf(c).paymentId);
    return ok<'listRefunds'>(c, listPage(db, c, { table: 'refunds', where }, toRefund));
  });

  r.get('/dispute', (c) => {
    const query = queryOf(c);
    const where = andIf(
      andIf(scopeWhere(sessionOf(c)), 'status = ?', query.status),
      'payment_id = ?',
      query.paymentId,
    );
    return ok<'listDisputes'>(c, listPage(db, c, { table: 'disputes', where }, toDispute));
  });

  return r;
}
