/** Transactions: list (filters/sort/search), metrics, invoice, info logs, webhook deliveries. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok } from '../../http.ts';
import { listPage } from '../../list-query.ts';
import { infoLogsFor, invoiceFor } from '../../money/derived.ts';
import { metricsFor } from '../../money/metrics.ts';
import { disputesOfPayment, paymentInScope, refundsOfPayment } from '../../money/payments.ts';
import { toTransaction } from '../../money/rows.ts';
import type { MoneySession } from '../../money/scope.ts';
import { transactionFilter } from '../../money/transaction-query.ts';
import { queryOf, requireParam } from '../../request.ts';
import { deliveriesOfPayment } from '../../webhooks/deliveries.ts';
import { sessionOf, type AppEnv } from '../../session.ts';

export function transactionRoutes({ db, now, events }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  /** A payment of the caller's scope and env (or 404) with its refunds and disputes. */
  const paymentOf = (session: MoneySession, paymentId: string) => ({
    tx: paymentInScope(db, session, paymentId),
    refunds: refundsOfPayment(db, paymentId),
    disputes: disputesOfPayment(db, paymentId),
  });

  r.get('/transaction', (c) => {
    events.settleRefunds();
    const { where, orderBy } = transactionFilter(sessionOf(c), queryOf(c));
    return ok<'listTransactions'>(
      c,
      listPage(db, c, { table: 'transactions', where, orderBy }, toTransaction),
    );
  });

  r.get('/transaction/metrics', (c) => {
    events.settleRefunds();
    return ok<'getTransactionMetrics'>(c, metricsFor(db, sessionOf(c), queryOf(c), now()));
  });

  r.get('/transaction/invoice', (c) => {
    const { tx } = paymentOf(sessionOf(c), requireParam(queryOf(c), 'paymentId'));
    return ok<'getInvoice'>(c, invoiceFor(tx));
  });

  r.get('/transaction/transaction-info-logs', (c) => {
    events.settleRefunds();
    const p = paymentOf(sessionOf(c), requireParam(queryOf(c), 'paymentId'));
    return ok<'listTransactionInfoLogs'>(c, infoLogsFor(p.tx, p.refunds, p.disputes));
  });

  r.get('/webhook/getAllWebhooksByPaymentID/:id', (c) => {
    events.settleRefunds();
    const tx = paymentInScope(db, sessionOf(c), c.req.param('id'));
    // issue 33: the deliveries the sender made (and the seed's history), each with its attempts
    return ok<'listPaymentWebhooks'>(
      c,
      deliveriesOfPayment(db, tx.org_id as string, tx.payment_id as string),
    );
  });

  return r;
}
