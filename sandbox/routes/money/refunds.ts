/** Refunds (create with Idempotency-Key, list) and disputes list. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok, pageOf, bodyOf } from '../../http.ts';
import type { AppEnv } from '../../session.ts';
import { createRefund, settleDueRefunds } from '../../money/refund-ops.ts';
import { pagingOf, queryOf, sessionFor } from '../../money/request.ts';
import { toDispute, toRefund } from '../../money/rows.ts';
import { scopeWhere } from '../../money/scope.ts';

type Row = Record<string, unknown>;

export function refundRoutes({ db, now }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  r.post('/refund/:paymentId', (c) => {
    const at = now();
    settleDueRefunds(db, at);
    const body = bodyOf<{ amount?: number; reason?: string }>(c);
    const key = c.req.header('Idempotency-Key') ?? '';
    const { row, created } = createRefund(
      db,
      sessionFor(c),
      { paymentId: c.req.param('paymentId'), amount: body.amount, reason: body.reason, key },
      at,
    );
    return ok(c, toRefund(row), created ? 201 : 200);
  });

  r.get('/refund', (c) => {
    settleDueRefunds(db, now());
    const q = queryOf(c);
    const { page, limit, offset } = pagingOf(q);
    const s = scopeWhere(sessionFor(c));
    const where = q.paymentId ? `${s.sql} AND payment_id = ?` : s.sql;
    const params = q.paymentId ? [...s.params, q.paymentId] : s.params;
    const total = (
      db.prepare(`SELECT COUNT(*) n FROM refunds WHERE ${where}`).get(...params) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM refunds WHERE ${where} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as Row[];
    return ok(c, pageOf(rows.map(toRefund), page, limit, total));
  });

  r.get('/dispute', (c) => {
    const q = queryOf(c);
    const { page, limit, offset } = pagingOf(q);
    const s = scopeWhere(sessionFor(c));
    const where = q.status ? `${s.sql} AND status = ?` : s.sql;
    const params = q.status ? [...s.params, q.status] : s.params;
    const total = (
      db.prepare(`SELECT COUNT(*) n FROM disputes WHERE ${where}`).get(...params) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM disputes WHERE ${where} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as Row[];
    return ok(c, pageOf(rows.map(toDispute), page, limit, total));
  });

  return r;
}
