/**
 * The sandbox's events (issue 32), wired together: what happens after a payout changes, a refund settles, a
 * payment comes in or an organization's data changes, and the due work the scheduler runs (scheduler.ts).
 * Every announcement goes through one Deliver (deliver.ts), which honours each recipient's preferences.
 */
import type { Db } from '../db.ts';
import type { EnvName, NotifyInput } from '../deps.ts';
import { toMajor } from '../money/currencies.ts';
import { settleDueRefunds } from '../money/refund-ops.ts';
import { evaluateRules, payoutCreated } from './alert-evaluation.ts';
import { rulesToEvaluate } from './alert-rules.ts';
import type { Deliver } from './deliver.ts';
import { makeDueDigests } from './digests.ts';
import { sendDisputeReminders } from './dispute-reminders.ts';
import { largePaymentThreshold, preferencesOf } from './preferences.ts';
import { mayHearAbout, organizationMemberIds, payoutWatcherIds } from './recipients.ts';
import type { WebhookEvent } from '../webhooks/sender.ts';

type Row = Record<string, unknown>;

export interface SandboxEvents {
  /** deps.notify: a payout was created (status pending) or changed status */
  payoutChanged(input: NotifyInput): void;
  /** settles the refunds that are due, announces the failed ones and re-evaluates their scopes */
  settleRefunds(): void;
  /** an organization's data changed in an environment: its alert rules are evaluated */
  scopeChanged(orgId: string, env: EnvName): void;
  /** a payment came in (added-payments.ts), maybe with a dispute opened on it */
  paymentAdded(payment: Row, dispute: Row | null): void;
  /** every due piece of work, now (the scheduler's tick; tests call it after moving the clock) */
  runDue(): void;
}

export function createEvents(opts: {
  db: Db;
  now: () => Date;
  deliver: Deliver;
  /** takes the payouts' due status steps (payout-lifecycle.ts) */
  advancePayouts: () => void;
  /** issue 33: the event is posted to the scope's webhook (webhooks/sender.ts) */
  webhookEvent?: (event: WebhookEvent) => void;
  /** issue 33: starts the webhook attempts that are due */
  webhookRetries?: () => void;
}): SandboxEvents {
  const { db, now, deliver } = opts;
  const webhook = (event: WebhookEvent) => opts.webhookEvent?.(event);
  const members = (orgId: string) => organizationMemberIds(db, orgId).map((userId) => ({ userId }));

  const scopeChanged = (orgId: string, env: EnvName) =>
    evaluateRules(db, rulesToEvaluate(db, { orgId, env }), now(), deliver);

  /** paid or failed: the members, and whoever asked to be told when it lands (whatever their push preference) */
  const announcePayout = (input: NotifyInput) => {
    const memberIds = organizationMemberIds(db, input.orgId);
    const watchers = payoutWatcherIds(db, input.data.payoutId).filter((id) =>
      mayHearAbout(db, input.orgId, id),
    );
    const recipients = [...new Set([...memberIds, ...watchers])].map((userId) => ({
      userId,
      forcePush: watchers.includes(userId),
    }));
    deliver(recipients, { kind: 'payout', orgId: input.orgId, env: input.env, data: input.data });
  };

  const payoutChanged = (input: NotifyInput) => {
    const { status, payoutId } = input.data;
    if (status === 'paid' || status === 'failed') {
      announcePayout(input);
      webhook({
        orgId: input.orgId,
        env: input.env,
        type: `payout.${status}`,
        payoutId,
        data: { payoutId, amount: input.data.amount, currency: input.data.currency, status },
      });
    }
    if (status === 'pending') {
      const row = db.prepare('SELECT net_amount FROM payouts WHERE _id = ?').get(payoutId) as
        { net_amount: number } | undefined;
      if (row)
        payoutCreated(
          db,
          {
            orgId: input.orgId,
            env: input.env,
            currency: input.data.currency,
            netUnits: row.net_amount,
            payoutId,
          },
          now(),
          deliver,
        );
    }
    scopeChanged(input.orgId, input.env);
  };

  const settleRefunds = () => {
    const settled = settleDueRefunds(db, now());
    for (const r of settled)
      webhook({
        orgId: r.org_id,
        env: r.env,
        type: r.status === 'failed' ? 'refund.failed' : 'refund.succeeded',
        paymentId: r.payment_id,
        data: {
          refundId: r._id,
          paymentId: r.payment_id,
          amount: toMajor(r.amount),
          currency: r.currency,
          status: r.status,
          failureReason: r.failure_reason,
        },
      });
    for (const r of settled) {
      if (r.status !== 'failed') continue;
      deliver(members(r.org_id), {
        kind: 'refund',
        orgId: r.org_id,
        env: r.env,
        data: {
          refundId: r._id,
          paymentId: r.payment_id,
          amount: toMajor(r.amount),
          currency: r.currency,
          failureReason: r.failure_reason ?? '',
        },
      });
    }
    const scopes = new Set(settled.map((r) => `${r.org_id} ${r.env}`));
    for (const scope of scopes) {
      const [orgId, env] = scope.split(' ') as [string, EnvName];
      scopeChanged(orgId, env);
    }
  };

  /** each member whose own threshold for the currency the amount is above */
  const announceLargePayment = (payment: Row) => {
    const orgId = payment.org_id as string;
    const env = payment.env as EnvName;
    const units = payment.amount as number;
    const currency = payment.currency as string;
    for (const userId of organizationMemberIds(db, orgId)) {
      const threshold = largePaymentThreshold(preferencesOf(db, userId), currency);
      if (threshold === undefined || units <= threshold) continue;
      deliver([{ userId }], {
        kind: 'payment',
        orgId,
        env,
        data: {
          paymentId: payment.payment_id as string,
          amount: toMajor(units),
          currency,
          threshold: toMajor(threshold),
        },
      });
    }
  };

  const paymentAdded = (payment: Row, dispute: Row | null) => {
    const orgId = payment.org_id as string;
    const env = payment.env as EnvName;
    if ((payment.captured_amount as number) > 0) announceLargePayment(payment);
    const paymentId = payment.payment_id as string;
    webhook({
      orgId,
      env,
      type: (payment.captured_amount as number) > 0 ? 'payment.succeeded' : 'payment.failed',
      paymentId,
      data: {
        paymentId,
        amount: toMajor(payment.amount as number),
        currency: payment.currency as string,
        status: payment.status as string,
      },
    });
    if (dispute)
      webhook({
        orgId,
        env,
        type: 'dispute.created',
        paymentId,
        data: {
          disputeId: dispute._id as string,
          paymentId,
          amount: toMajor(dispute.amount as number),
          currency: dispute.currency as string,
          reason: dispute.reason as string,
          dueBy: dispute.due_by as string,
        },
      });
    if (dispute)
      deliver(members(orgId), {
        kind: 'dispute',
        orgId,
        env,
        data: {
          disputeId: dispute._id as string,
          paymentId: dispute.payment_id as string,
          amount: toMajor(dispute.amount as number),
          currency: dispute.currency as string,
          reason: dispute.reason as string,
          dueBy: dispute.due_by as string,
        },
      });
    scopeChanged(orgId, env);
  };

  /** one failing piece must not keep the others from running */
  const step = (name: string, work: () => void) => {
    try {
      work();
    } catch (err) {
      console.warn(`[sandbox] ${name} failed:`, (err as Error).message ?? err);
    }
  };

  const runDue = () => {
    if (!db.open) return;
    step('payout steps', opts.advancePayouts);
    step('refund settlement', settleRefunds);
    // the failure rate's window slides with the clock, whatever changed
    step('alert rules', () => evaluateRules(db, rulesToEvaluate(db), now(), deliver));
    step('dispute reminders', () => sendDisputeReminders(db, now(), deliver));
    step('digests', () => makeDueDigests(db, now(), deliver));
    step('webhook retries', () => opts.webhookRetries?.());
  };

  return { payoutChanged, settleRefunds, scopeChanged, paymentAdded, runDue };
}
