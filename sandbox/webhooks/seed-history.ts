/**
 * The seeded payments' webhook history, stored once when a database is seeded (seed.ts), so the transaction
 * detail and the Webhooks screen show deliveries, failed ones included, before anything happens. Each is shaped
 * as the sender would have left it: a delivered one had one attempt answered 200; a failed one had the
 * schedule's attempts answered 500, and is still pending when its schedule is not over yet. Only the last
 * HISTORY_DAYS are kept (as a provider keeps its delivery logs), and the rows are written in bulk: every test
 * process seeds, so this must stay a small part of the seed.
 */
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { isoAfter, isoBefore } from '../clock.ts';
import { seededWebhookEventsFor } from '../money/derived.ts';
import { getPaymentConfig } from '../money/payment-config.ts';
import { RETRY_DELAYS_MS } from './sender.ts';

type Row = Record<string, unknown>;

/** How far back the seeded history goes. */
const HISTORY_DAYS = 30;
const FAILURE_EXCERPT = '{"error":"Internal Server Error"}';
const SUCCESS_EXCERPT = '{"received":true}';

/** Rows of `table` for payments of the window, grouped by payment. */
function byPayment(db: Db, table: 'refunds' | 'disputes', since: string): Map<string, Row[]> {
  const rows = db
    .prepare(
      `SELECT r.* FROM ${table} r JOIN transactions t ON t.payment_id = r.payment_id
       WHERE t.created_at >= ? ORDER BY r.created_at`,
    )
    .all(since) as Row[];
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const id = row.payment_id as string;
    grouped.set(id, [...(grouped.get(id) ?? []), row]);
  }
  return grouped;
}

export function seedWebhookHistory(db: Db, now: Date): void {
  const nowIso = now.toISOString();
  // a payment's later events (refunds, disputes) come after it: its creation bounds the window
  const since = isoBefore(now, HISTORY_DAYS * 86_400_000);
  const payments = db.prepare('SELECT * FROM transactions WHERE created_at >= ?').all(since) as Row[];
  const refunds = byPayment(db, 'refunds', since);
  const disputes = byPayment(db, 'disputes', since);
  const urls = new Map<string, string | null>();
  const urlOf = (orgId: string, env: EnvName) => {
    const key = `${orgId} ${env}`;
    if (!urls.has(key)) urls.set(key, getPaymentConfig(db, orgId, env).webhookUrl);
    return urls.get(key)!;
  };
  const insertDelivery = db.prepare(
    `INSERT INTO webhook_deliveries (_id, org_id, env, event, payment_id, payout_id, body, url, status, attempts,
       response_code, last_attempt_at, next_attempt_at, created_at) VALUES (?,?,?,?,?,NULL,?,?,?,?,?,?,?,?)`,
  );
  const insertAttempt = db.prepare(
    `INSERT INTO webhook_attempts (delivery_id, number, at, url, status_code, error, duration_ms, response_excerpt,
       redelivery) VALUES (?,?,?,?,?,NULL,?,?,0)`,
  );
  db.transaction(() => {
    for (const tx of payments) {
      const orgId = tx.org_id as string;
      const env = tx.env as EnvName;
      const paymentId = tx.payment_id as string;
      const url = urlOf(orgId, env);
      if (!url) continue;
      const events = seededWebhookEventsFor(tx, refunds.get(paymentId) ?? [], disputes.get(paymentId) ?? []);
      for (const e of events) {
        if (e.createdAt > nowIso) continue;
        const durationMs = 80 + (e.id.charCodeAt(0) % 7) * 23;
        // the attempts the schedule had made by now: one success, or 500s until the schedule ends or waits
        const times = [e.createdAt];
        let next: string | null = null;
        if (e.failed) {
          for (const delay of RETRY_DELAYS_MS) {
            const at = isoAfter(times.at(-1)!, delay);
            if (at > nowIso) {
              next = at;
              break;
            }
            times.push(at);
          }
        }
        const code = e.failed ? 500 : 200;
        const status = !e.failed ? 'delivered' : next ? 'pending' : 'failed';
        const body = JSON.stringify({
          id: e.id,
          type: e.event,
          createdAt: e.createdAt,
          orgId,
          env,
          data: { paymentId },
        });
        insertDelivery.run(
          e.id,
          orgId,
          env,
          e.event,
          paymentId,
          body,
          url,
          status,
          times.length,
          code,
          times.at(-1),
          next,
          e.createdAt,
        );
        times.forEach((at, index) =>
          insertAttempt.run(
            e.id,
            index + 1,
            at,
            url,
            code,
            durationMs,
            e.failed ? FAILURE_EXCERPT : SUCCESS_EXCERPT,
          ),
        );
      }
    }
  })();
}
