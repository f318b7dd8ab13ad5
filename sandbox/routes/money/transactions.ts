/** Transactions: list (filters/sort/search), metrics, invoice, info logs, webhook deliveries. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ApiError, ok, pageOf } from '../../http.ts';
import type { AppEnv } from '../../session.ts';
import { infoLogsFor, invoiceFor, webhooksFor } from '../../money/derived.ts';
import { metricsFor } from '../../money/metrics.ts';
import { getPaymentConfig } from '../../money/payment-config.ts';
import { settleDueRefunds } from '../../money/refund-ops.ts';
import { pagingOf, queryOf, requireParam, sessionFor } from '../../money/request.ts';
import { toTransaction } from '../../money/rows.ts';
import { inScope, type MoneySession } from '../../money/scope.ts';
import { transactionFilter } from '../../money/transaction-query.ts';

type Row = Record<string, unknown>;

export function transactionRoutes({ db, now }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  /** A payment of the caller's scope and env, or 404 (never reveals other orgs' payments). */
  const paymentOf = (session: MoneySession, paymentId: string) => {
    const tx = db
      .prepare('SELECT * FROM transactions WHERE payment_id = ? AND env = ?')
      .get(paymentId, session.env) as Row | undefined;
    if (!tx || !inScope(session, tx.org_id as string)) throw new ApiError(404, 'Payment not found');
    const refunds = db
      .prepare('SELECT * FROM refunds WHERE payment_id = ? ORDER BY created_at')
      .all(paymentId) as Row[];
    const disputes = db
      .prepare('SELECT * FROM disputes WHERE payment_id = ? ORDER BY created_at')
      .all(paymentId) as Row[];
    return { tx, refunds, disputes };
  };

  r.get('/transaction', (c) => {
    settleDueRefunds(db, now());
    const q = queryOf(c);
    const { page, limit, offset } = pagingOf(q);
    const f = transactionFilter(sessionFor(c), q);
    const total = (
      db.prepare(`SELECT COUNT(*) n FROM transactions WHERE ${f.where}`).get(...f.params) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM transactions WHERE ${f.where} ORDER BY ${f.orderBy} LIMIT ? OFFSET ?`)
      .all(...f.params, limit, offset) as Row[];
    return ok(c, pageOf(rows.map(toTransaction), page, limit, total));
  });

  r.get('/transaction/metrics', (c) => {
    settleDueRefunds(db, now());
    return ok(c, metricsFor(db, sessionFor(c), queryOf(c), now()));
  });

  r.get('/transaction/invoice', (c) => {
    const { tx } = paymentOf(sessionFor(c), requireParam(queryOf(c), 'paymentId'));
    return ok(c, invoiceFor(tx));
  });

  r.get('/transaction/transaction-info-logs', (c) => {
    settleDueRefunds(db, now());
    const p = paymentOf(sessionFor(c), requireParam(queryOf(c), 'paymentId'));
    return ok(c, infoLogsFor(p.tx, p.refunds, p.disputes));
  });

  r.get('/webhook/getAllWebhooksByPaymentID/:id', (c) => {
    settleDueRefunds(db, now());
    const session = sessionFor(c);
    const p = paymentOf(session, c.req.param('id'));
    const url = getPaymentConfig(db, p.tx.org_id as string, session.env).webhookUrl;
    return ok(c, webhooksFor(p.tx, p.refunds, p.disputes, url));
  });

  return r;
}
