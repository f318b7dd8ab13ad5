/**
 * Evaluating threshold alert rules: once per crossing. A rule whose condition becomes true goes armed →
 * triggered and alerts its subscribers once; it stays triggered, silent, while the condition holds, and re-arms
 * when it no longer does. payoutAbove is about events, not a level: every payout created above it alerts.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { isoBefore } from '../clock.ts';
import { unpaidUnitsByCurrency } from '../money/balances.ts';
import { CAPTURED_SQL, SCALE, toMajor } from '../money/currencies.ts';
import {
  FAILURE_WINDOW_MINUTES,
  markArmed,
  markFiredAgain,
  markTriggered,
  rulesToEvaluate,
  subscriberIds,
  type AlertRuleRow,
} from './alert-rules.ts';
import type { Deliver } from './deliver.ts';
import { mayHearAbout } from './recipients.ts';

/** Fewer finished payments in the window never alert: one failure out of one payment is not a 100 % rate. */
const MIN_PAYMENTS_FOR_FAILURE_RATE = 5;

type AlertData = Schemas['AlertNotificationData'];

interface Reading {
  holds: boolean;
  /** what the alert tells beside the rule itself */
  observed: Pick<AlertData, 'value' | 'failedCount' | 'paymentCount'>;
}

/** The window's payments that failed or succeeded (captured), and how many of them failed. */
function failureCounts(db: Db, orgId: string, env: EnvName, now: Date) {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(status = 'failed'), 0) AS failed, COUNT(*) AS total FROM transactions
       WHERE org_id = ? AND env = ? AND created_at > ? AND created_at <= ? AND status IN ('failed', ${CAPTURED_SQL})`,
    )
    .get(orgId, env, isoBefore(now, FAILURE_WINDOW_MINUTES * 60_000), now.toISOString()) as {
    failed: number;
    total: number;
  };
  return row;
}

/** Whether a level rule's condition holds now, and what was seen; null for payoutAbove (payoutCreated's). */
function read(db: Db, rule: AlertRuleRow, now: Date): Reading | null {
  if (rule.kind === 'balanceBelow') {
    const units =
      unpaidUnitsByCurrency(db, [rule.org_id], rule.env).find((b) => b.currency === rule.currency)?.units ??
      0;
    return { holds: units < rule.threshold, observed: { value: toMajor(units) } };
  }
  if (rule.kind === 'failureRateAbove') {
    const { failed, total } = failureCounts(db, rule.org_id, rule.env, now);
    // failed / total > threshold % ⇔ failed × 100 × SCALE > threshold (units) × total: integers, exact
    const holds = total >= MIN_PAYMENTS_FOR_FAILURE_RATE && failed * 100 * SCALE > rule.threshold * total;
    const value = total === 0 ? 0 : Math.round((failed * 10_000) / total) / 100;
    return { holds, observed: { value, failedCount: failed, paymentCount: total } };
  }
  return null;
}

/** The alert to the rule's subscribers who may still hear about its organization (as their preferences say). */
function alert(
  db: Db,
  deliver: Deliver,
  rule: AlertRuleRow,
  observed: Reading['observed'],
  payoutId?: string,
) {
  const recipients = subscriberIds(db, rule._id)
    .filter((userId) => mayHearAbout(db, rule.org_id, userId))
    .map((userId) => ({ userId }));
  deliver(recipients, {
    kind: 'alert',
    orgId: rule.org_id,
    env: rule.env,
    data: {
      ruleId: rule._id,
      kind: rule.kind,
      currency: rule.currency,
      threshold: toMajor(rule.threshold),
      windowMinutes: rule.kind === 'failureRateAbove' ? FAILURE_WINDOW_MINUTES : null,
      ...observed,
      ...(payoutId ? { payoutId } : {}),
    },
  });
}

/** Evaluates level rules (balanceBelow, failureRateAbove): alerts those that just crossed, re-arms the others. */
export function evaluateRules(db: Db, rules: AlertRuleRow[], now: Date, deliver: Deliver): void {
  for (const rule of rules) {
    const reading = read(db, rule, now);
    if (!reading) continue;
    if (!reading.holds) markArmed(db, rule._id);
    else if (markTriggered(db, rule._id, now)) alert(db, deliver, rule, reading.observed);
  }
}

/** A payout was created: the payoutAbove rules of its currency alert when its net is above them. */
export function payoutCreated(
  db: Db,
  payout: { orgId: string; env: EnvName; currency: string; netUnits: number; payoutId: string },
  now: Date,
  deliver: Deliver,
): void {
  for (const rule of rulesToEvaluate(db, { orgId: payout.orgId, env: payout.env })) {
    if (rule.kind !== 'payoutAbove' || rule.currency !== payout.currency) continue;
    if (payout.netUnits <= rule.threshold) {
      markArmed(db, rule._id);
      continue;
    }
    markFiredAgain(db, rule._id, now);
    alert(db, deliver, rule, { value: toMajor(payout.netUnits) }, payout.payoutId);
  }
}
