/** The webhook deliveries and their attempts (schema.ts): the only SQL on them. */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRow {
  _id: string;
  org_id: string;
  env: EnvName;
  event: string;
  payment_id: string | null;
  payout_id: string | null;
  body: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  response_code: number | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  created_at: string;
}

interface AttemptRow {
  number: number;
  at: string;
  url: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  response_excerpt: string;
  redelivery: number;
}

export interface NewDelivery {
  id: string;
  orgId: string;
  env: EnvName;
  event: string;
  paymentId: string | null;
  payoutId: string | null;
  body: string;
  url: string;
  createdAt: string;
  /** the first attempt's time: now for a new event */
  nextAttemptAt: string | null;
}

export function insertDelivery(db: Db, d: NewDelivery): void {
  db.prepare(
    `INSERT INTO webhook_deliveries (_id, org_id, env, event, payment_id, payout_id, body, url, status, attempts,
       next_attempt_at, created_at) VALUES (?,?,?,?,?,?,?,?,'pending',0,?,?)`,
  ).run(d.id, d.orgId, d.env, d.event, d.paymentId, d.payoutId, d.body, d.url, d.nextAttemptAt, d.createdAt);
}

export interface AttemptRecord {
  at: string;
  url: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string;
  redelivery: boolean;
}

/** Stores an attempt (numbered after the delivery's last) and the delivery's state after it, in one step. */
export function recordAttempt(
  db: Db,
  deliveryId: string,
  attempt: AttemptRecord,
  after: { status: DeliveryStatus; nextAttemptAt: string | null },
): void {
  db.transaction(() => {
    const { n } = db
      .prepare('SELECT COALESCE(MAX(number), 0) AS n FROM webhook_attempts WHERE delivery_id = ?')
      .get(deliveryId) as { n: number };
    db.prepare(
      `INSERT INTO webhook_attempts (delivery_id, number, at, url, status_code, error, duration_ms,
         response_excerpt, redelivery) VALUES (?,?,?,?,?,?,?,?,?)`,
    ).run(
      deliveryId,
      n + 1,
      attempt.at,
      attempt.url,
      attempt.statusCode,
      attempt.error,
      attempt.durationMs,
      attempt.responseExcerpt,
      attempt.redelivery ? 1 : 0,
    );
    db.prepare(
      `UPDATE webhook_deliveries SET attempts = ?, url = ?, response_code = ?, last_attempt_at = ?, status = ?,
         next_attempt_at = ? WHERE _id = ?`,
    ).run(n + 1, attempt.url, attempt.statusCode, attempt.at, after.status, after.nextAttemptAt, deliveryId);
  })();
}

export function findDelivery(db: Db, id: string): DeliveryRow | undefined {
  return db.prepare('SELECT * FROM webhook_deliveries WHERE _id = ?').get(id) as DeliveryRow | undefined;
}

/** The deliveries whose next attempt is due (oldest due first), at most `limit`. */
export function dueDeliveries(db: Db, nowIso: string, limit: number): DeliveryRow[] {
  return db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ?
       ORDER BY next_attempt_at, _id LIMIT ?`,
    )
    .all(nowIso, limit) as DeliveryRow[];
}

function attemptsOf(db: Db, deliveryId: string): Schemas['WebhookAttempt'][] {
  const rows = db
    .prepare('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY number')
    .all(deliveryId) as AttemptRow[];
  return rows.map((a) => ({
    number: a.number,
    at: a.at,
    url: a.url,
    statusCode: a.status_code,
    error: a.error,
    durationMs: a.duration_ms,
    responseExcerpt: a.response_excerpt,
    redelivery: a.redelivery === 1,
  }));
}

/** The contract's WebhookDelivery, with every attempt. */
export function toWebhookDelivery(db: Db, row: DeliveryRow): Schemas['WebhookDelivery'] {
  return {
    _id: row._id,
    paymentId: row.payment_id,
    payoutId: row.payout_id,
    url: row.url,
    event: row.event,
    status: row.status,
    responseCode: row.response_code,
    attempts: row.attempts,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    attemptLog: attemptsOf(db, row._id),
  };
}

export interface DeliveryFilter {
  orgId: string;
  env: EnvName;
  status?: string;
  paymentId?: string;
}

/** One page of a scope's deliveries, newest first, narrowed by status and payment. */
export function deliveriesPage(
  db: Db,
  filter: DeliveryFilter,
  paging: { page: number; limit: number; offset: number },
) {
  let sql = 'org_id = ? AND env = ?';
  const params: unknown[] = [filter.orgId, filter.env];
  if (filter.status) {
    sql += ' AND status = ?';
    params.push(filter.status);
  }
  if (filter.paymentId) {
    sql += ' AND payment_id = ?';
    params.push(filter.paymentId);
  }
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE ${sql}`).get(...params) as {
    n: number;
  };
  const rows = db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE ${sql} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, paging.limit, paging.offset) as DeliveryRow[];
  return {
    results: rows.map((row) => toWebhookDelivery(db, row)),
    page: paging.page,
    limit: paging.limit,
    totalPages: Math.ceil(n / paging.limit),
    totalResults: n,
  };
}

/** Every delivery about one payment (of its organization), newest first. */
export function deliveriesOfPayment(db: Db, orgId: string, paymentId: string): Schemas['WebhookDelivery'][] {
  const rows = db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE org_id = ? AND payment_id = ? ORDER BY created_at DESC, _id DESC`,
    )
    .all(orgId, paymentId) as DeliveryRow[];
  return rows.map((row) => toWebhookDelivery(db, row));
}

/** How many of the schedule's attempts (not members' redeliveries) a delivery has had. */
export function scheduledAttemptsMade(db: Db, deliveryId: string): number {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM webhook_attempts WHERE delivery_id = ? AND redelivery = 0')
    .get(deliveryId) as { n: number };
  return n;
}
