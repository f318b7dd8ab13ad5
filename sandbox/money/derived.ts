/**
 * Invoice and info logs are derived from the payment (and its refunds/disputes) on demand: deterministic,
 * always consistent with the payment, and nothing extra to store. Webhook deliveries are stored (issue 33);
 * the seed's history of them is derived here once.
 */
import { createHash } from 'node:crypto';
import type { Schemas } from '../contract-types.ts';
import { isoAfter } from '../clock.ts';
import { toMajor } from './currencies.ts';

type Row = Record<string, unknown>;
const idFor = (...parts: unknown[]) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 24);
/** A stable number in [0,1) per payment, so derived data never changes between calls. */
const unit = (s: string) => parseInt(createHash('sha1').update(s).digest('hex').slice(0, 8), 16) / 2 ** 32;

export function invoiceFor(tx: Row): Schemas['Invoice'] {
  const created = tx.created_at as string;
  return {
    paymentId: tx.payment_id as string,
    invoiceNumber: `INV-${created.slice(0, 7).replace('-', '')}-${(tx.payment_id as string).slice(-6).toUpperCase()}`,
    title: tx.title as string,
    amount: toMajor(tx.amount as number),
    currency: tx.currency as string,
    customerEmail: tx.customer_email as string,
    status: tx.status as Schemas['TransactionStatus'],
    issuedAt: created,
    lines: [{ description: tx.title as string, amount: toMajor(tx.amount as number) }],
  };
}

interface Event {
  level: 'info' | 'warn' | 'error';
  message: string;
  createdAt: string;
  event: string;
}

/** The payment's life as events, oldest first. */
function eventsFor(tx: Row, refunds: Row[], disputes: Row[]): Event[] {
  const c = tx.created_at as string;
  const amt = `${toMajor(tx.amount as number)} ${tx.currency as string}`;
  const ev: Event[] = [
    { level: 'info', message: `Payment created for ${amt}`, createdAt: c, event: 'payment.created' },
    {
      level: 'info',
      message: `Customer opened the ${tx.payment_type as string} checkout`,
      createdAt: isoAfter(c, 4000),
      event: '',
    },
  ];
  const s = tx.status as string;
  if (s === 'failed')
    ev.push({
      level: 'error',
      message: 'Payment declined by the provider',
      createdAt: isoAfter(c, 60_000),
      event: 'payment.failed',
    });
  else if (s === 'expired')
    ev.push({
      level: 'warn',
      message: 'Payment expired before completion',
      createdAt: isoAfter(c, 1_800_000),
      event: 'payment.expired',
    });
  else if (s !== 'pending')
    ev.push({
      level: 'info',
      message: `Payment captured: ${amt}`,
      createdAt: isoAfter(c, 60_000),
      event: 'payment.succeeded',
    });
  for (const r of refunds) {
    const ra = `${toMajor(r.amount as number)} ${r.currency as string}`;
    ev.push({
      level: 'info',
      message: `Refund of ${ra} requested`,
      createdAt: r.created_at as string,
      event: 'refund.created',
    });
    if (r.status === 'success')
      ev.push({
        level: 'info',
        message: `Refund of ${ra} settled`,
        createdAt: r.updated_at as string,
        event: 'refund.succeeded',
      });
    if (r.status === 'failed')
      ev.push({
        level: 'error',
        message: `Refund of ${ra} failed: ${r.failure_reason as string}`,
        createdAt: r.updated_at as string,
        event: 'refund.failed',
      });
  }
  for (const d of disputes) {
    ev.push({
      level: 'warn',
      message: `Dispute opened (${d.reason as string})`,
      createdAt: d.created_at as string,
      event: 'dispute.created',
    });
    if (d.status === 'won' || d.status === 'lost')
      ev.push({
        level: d.status === 'won' ? 'info' : 'error',
        message: `Dispute ${d.status as string}`,
        createdAt: d.due_by as string,
        event: `dispute.${d.status as string}`,
      });
  }
  return ev.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function infoLogsFor(tx: Row, refunds: Row[], disputes: Row[]) {
  return eventsFor(tx, refunds, disputes).map((e, i) => ({
    _id: idFor(tx.payment_id, 'log', i),
    paymentId: tx.payment_id as string,
    level: e.level,
    message: e.message,
    createdAt: e.createdAt,
  }));
}

/**
 * The webhook deliveries a seeded payment's history had before the sandbox delivered for real (issue 33):
 * one per event, oldest first; roughly one in eight endpoints answered 500. webhooks/seed-history.ts stores
 * them, with their attempts, when the database is seeded; from then on the sender records real ones.
 */
export function seededWebhookEventsFor(
  tx: Row,
  refunds: Row[],
  disputes: Row[],
): { id: string; event: string; createdAt: string; failed: boolean }[] {
  return eventsFor(tx, refunds, disputes)
    .filter((e) => e.event)
    .map((e, i) => ({
      id: idFor(tx.payment_id, 'hook', i),
      event: e.event,
      createdAt: isoAfter(e.createdAt, 1000),
      failed: unit(`${tx.payment_id as string}:${i}`) < 0.125,
    }));
}
