/**
 * The webhook sender: each event of an organization and environment becomes a delivery to its payment
 * configuration's webhook, attempted at once and then on the retry schedule, every attempt signed and recorded.
 * What is due is read off the sandbox clock; the scheduler (events/scheduler.ts) calls `runDue` on each tick,
 * and tests move a manual clock, call it, and await `settled()`.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { isoAfter } from '../clock.ts';
import { getPaymentConfig } from '../money/payment-config.ts';
import { newId } from '../rng.ts';
import {
  findDelivery,
  insertDelivery,
  recordAttempt,
  scheduledAttemptsMade,
  dueDeliveries,
  type DeliveryRow,
} from './deliveries.ts';
import { destinationOf, systemResolve, type Resolve } from './network-rule.ts';
import { signingSecretOf } from './secrets.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { pinnedTransport, type WebhookTransport } from './transport.ts';

/** After the first attempt, the waits before each retry: 6 attempts in all over about 2 h 36 min. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000];
/** An endpoint that has not answered in this long has failed the attempt. */
const ATTEMPT_TIMEOUT_MS = 5000;
/** At most this many due deliveries start per run (the rest on the next): an outage must not flood anyone. */
const DUE_PER_RUN = 50;

export interface WebhookEvent {
  orgId: string;
  env: EnvName;
  /** payment.succeeded, payment.failed, refund.succeeded, refund.failed, payout.paid, payout.failed, dispute.created */
  type: string;
  paymentId?: string | null;
  payoutId?: string | null;
  /** ids and display values of what happened (the body's `data`) */
  data: Record<string, unknown>;
}

export interface WebhookSender {
  /** an event of a scope: a delivery to its webhook, when it has one, attempted now */
  eventHappened(event: WebhookEvent): void;
  /** starts the attempts that are due (the scheduler's tick) */
  runDue(): void;
  /** a member's Redeliver: a new attempt now, resolved once recorded */
  redeliver(deliveryId: string): Promise<void>;
  /** whether an attempt at the delivery is under way */
  sending(deliveryId: string): boolean;
  /** resolves once no attempt is under way (tests; closing) */
  settled(): Promise<void>;
}

export interface SenderOptions {
  db: Db;
  now: () => Date;
  /** exact origins the operator allows beside the rule (network-rule.ts) */
  allowedOrigins: readonly string[];
  /** default: a POST to exactly the addresses checked (transport.ts); tests may pass their own */
  transport?: WebhookTransport;
  /** default: the system resolver */
  resolve?: Resolve;
  timeoutMs?: number;
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string;
}

function describeError(error: unknown, timeoutMs: number): string {
  const err = error as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return `No answer within ${timeoutMs / 1000} s (timed out)`;
  const cause = err.code ?? err.cause?.code ?? err.cause?.message;
  return cause ? `Connection failed (${cause})` : `Connection failed (${err.message ?? 'unknown error'})`;
}

export function createWebhookSender(opts: SenderOptions): WebhookSender {
  const { db, now, allowedOrigins } = opts;
  const transport = opts.transport ?? pinnedTransport;
  const resolve = opts.resolve ?? systemResolve;
  const timeoutMs = opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const inFlight = new Map<string, Promise<void>>();

  /** One POST of the delivery's body to the scope's current webhook; never throws. */
  const post = async (row: DeliveryRow, url: string, number: number): Promise<Outcome> => {
    // resolved once and checked here; the connection goes to exactly these addresses
    const destination = await destinationOf(url, allowedOrigins, resolve);
    if (destination.refusal !== undefined)
      return { statusCode: null, error: destination.refusal, excerpt: '' };
    const secret = signingSecretOf(db, row.org_id, row.env, now().toISOString()).secret;
    const unixSeconds = Math.floor(now().getTime() / 1000);
    try {
      // a redirect is an answer, not an invitation: following it could lead to an address the rule refuses
      const answer = await transport({
        url,
        addresses: destination.addresses,
        timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Sandbox-Provider-Webhooks/1.0',
          'Webhook-Id': row._id,
          'Webhook-Attempt': String(number),
          [SIGNATURE_HEADER]: signatureHeader(secret, unixSeconds, row.body),
        },
        body: row.body,
      });
      return { statusCode: answer.statusCode, error: null, excerpt: answer.excerpt };
    } catch (error) {
      return { statusCode: null, error: describeError(error, timeoutMs), excerpt: '' };
    }
  };

  const attempt = async (deliveryId: string, redelivery: boolean): Promise<void> => {
    const row = findDelivery(db, deliveryId);
    if (!row) return;
    const at = now();
    const url = getPaymentConfig(db, row.org_id, row.env).webhookUrl;
    const started = performance.now();
    const outcome: Outcome = url
      ? await post(row, url, row.attempts + 1)
      : { statusCode: null, error: 'Not sent: the payment configuration has no webhook URL', excerpt: '' };
    const durationMs = Math.round(performance.now() - started);
    if (!db.open) return; // the sandbox closed while the endpoint was answering
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const current = findDelivery(db, deliveryId);
    if (!current) return;
    let after: { status: DeliveryRow['status']; nextAttemptAt: string | null };
    if (ok) after = { status: 'delivered', nextAttemptAt: null };
    else if (redelivery)
      // a member's extra attempt leaves the schedule as it was
      after = current.next_attempt_at
        ? { status: 'pending', nextAttemptAt: current.next_attempt_at }
        : { status: 'failed', nextAttemptAt: null };
    else {
      const made = scheduledAttemptsMade(db, deliveryId) + 1;
      const delay = RETRY_DELAYS_MS[made - 1];
      after =
        delay === undefined
          ? { status: 'failed', nextAttemptAt: null }
          : { status: 'pending', nextAttemptAt: isoAfter(now(), delay) };
    }
    recordAttempt(
      db,
      deliveryId,
      {
        at: at.toISOString(),
        url: url ?? current.url,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs,
        responseExcerpt: outcome.excerpt,
        redelivery,
      },
      after,
    );
  };

  const start = (deliveryId: string, redelivery: boolean): Promise<void> => {
    const running = attempt(deliveryId, redelivery)
      .catch((err: unknown) => {
        console.warn('[sandbox] webhook attempt failed:', (err as Error).message ?? err);
      })
      .finally(() => inFlight.delete(deliveryId));
    inFlight.set(deliveryId, running);
    return running;
  };

  const runDue = () => {
    if (!db.open) return;
    for (const row of dueDeliveries(db, now().toISOString(), DUE_PER_RUN + inFlight.size)) {
      if (!inFlight.has(row._id)) void start(row._id, false);
    }
  };

  const eventHappened = (event: WebhookEvent) => {
    const url = getPaymentConfig(db, event.orgId, event.env).webhookUrl;
    if (!url) return; // no endpoint: nothing to deliver
    const id = newId();
    const createdAt = now().toISOString();
    insertDelivery(db, {
      id,
      orgId: event.orgId,
      env: event.env,
      event: event.type,
      paymentId: event.paymentId ?? null,
      payoutId: event.payoutId ?? null,
      body: JSON.stringify({
        id,
        type: event.type,
        createdAt,
        orgId: event.orgId,
        env: event.env,
        data: event.data,
      }),
      url,
      createdAt,
      nextAttemptAt: createdAt,
    });
    void start(id, false);
  };

  return {
    eventHappened,
    runDue,
    redeliver: (deliveryId) => start(deliveryId, true),
    sending: (deliveryId) => inFlight.has(deliveryId),
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
  };
}
