/**
 * Threshold alert rules of an organization and environment (the contract's AlertRule) and who subscribes to
 * them. A threshold is stored in units of 1e-8 (an amount of the currency, or a percentage), so the evaluation
 * (alert-evaluation.ts) compares integers.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { toMajor } from '../money/currencies.ts';
import { newId } from '../rng.ts';

export type AlertRuleKind = Schemas['AlertRuleKind'];

/** The failure rate's window: "failed payments above N % in the last hour". */
export const FAILURE_WINDOW_MINUTES = 60;
/** More rules than this in one organization and environment are refused: a guard against runaway scripts. */
export const MAX_RULES_PER_SCOPE = 50;

export interface AlertRuleRow {
  _id: string;
  org_id: string;
  env: EnvName;
  owner_id: string;
  kind: AlertRuleKind;
  currency: string | null;
  /** units of 1e-8 */
  threshold: number;
  state: 'armed' | 'triggered';
  last_triggered_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A rule as one user sees it: with its owner's name, its subscribers and whether that user is one. */
interface ViewedRuleRow extends AlertRuleRow {
  owner_name: string;
  subscriber_count: number;
  subscribed: number;
}

const VIEWED = `SELECT r.*, COALESCE(u.name, '') AS owner_name,
    (SELECT COUNT(*) FROM alert_subscriptions s WHERE s.rule_id = r._id) AS subscriber_count,
    EXISTS (SELECT 1 FROM alert_subscriptions s WHERE s.rule_id = r._id AND s.user_id = ?) AS subscribed
  FROM alert_rules r LEFT JOIN users u ON u._id = r.owner_id`;

export function toAlertRule(row: ViewedRuleRow, canEdit: boolean): Schemas['AlertRule'] {
  return {
    _id: row._id,
    orgId: row.org_id,
    env: row.env,
    kind: row.kind,
    currency: row.currency,
    threshold: toMajor(row.threshold),
    windowMinutes: row.kind === 'failureRateAbove' ? FAILURE_WINDOW_MINUTES : null,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    subscribed: row.subscribed === 1,
    subscriberCount: row.subscriber_count,
    canEdit,
    state: row.state,
    lastTriggeredAt: row.last_triggered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The rules of one organization and environment, oldest first, as `viewerId` sees them. */
export function rulesOfScope(db: Db, orgId: string, env: EnvName, viewerId: string): ViewedRuleRow[] {
  return db
    .prepare(`${VIEWED} WHERE r.org_id = ? AND r.env = ? ORDER BY r.created_at, r.rowid`)
    .all(viewerId, orgId, env) as ViewedRuleRow[];
}

/** One rule of the organization and environment, as `viewerId` sees it; undefined when it is not theirs. */
export function ruleOfScope(
  db: Db,
  scope: { orgId: string; env: EnvName },
  id: string,
  viewerId: string,
): ViewedRuleRow | undefined {
  return db
    .prepare(`${VIEWED} WHERE r._id = ? AND r.org_id = ? AND r.env = ?`)
    .get(viewerId, id, scope.orgId, scope.env) as ViewedRuleRow | undefined;
}

/** Every rule of one organization and environment, or of all of them (the scheduler's tick). */
export function rulesToEvaluate(db: Db, scope?: { orgId: string; env: EnvName }): AlertRuleRow[] {
  if (!scope)
    return db.prepare('SELECT * FROM alert_rules ORDER BY created_at, rowid').all() as AlertRuleRow[];
  return db
    .prepare('SELECT * FROM alert_rules WHERE org_id = ? AND env = ? ORDER BY created_at, rowid')
    .all(scope.orgId, scope.env) as AlertRuleRow[];
}

export function countRules(db: Db, orgId: string, env: EnvName): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM alert_rules WHERE org_id = ? AND env = ?').get(orgId, env) as {
      n: number;
    }
  ).n;
}

/** A new armed rule, its owner subscribed to it; returns its id. */
export function insertRule(
  db: Db,
  rule: {
    orgId: string;
    env: EnvName;
    ownerId: string;
    kind: AlertRuleKind;
    currency: string | null;
    threshold: number;
  },
  now: Date,
): string {
  const id = newId();
  const at = now.toISOString();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO alert_rules (_id, org_id, env, owner_id, kind, currency, threshold, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'armed', ?, ?)`,
    ).run(id, rule.orgId, rule.env, rule.ownerId, rule.kind, rule.currency, rule.threshold, at, at);
    subscribe(db, id, rule.ownerId, now);
  })();
  return id;
}

/** New threshold and currency; the rule re-arms (its evaluation decides again whether it holds). */
export function updateRule(
  db: Db,
  id: string,
  fields: { currency: string | null; threshold: number },
  now: Date,
): void {
  db.prepare(
    `UPDATE alert_rules SET currency = ?, threshold = ?, state = 'armed', updated_at = ? WHERE _id = ?`,
  ).run(fields.currency, fields.threshold, now.toISOString(), id);
}

export function deleteRule(db: Db, id: string): void {
  db.prepare('DELETE FROM alert_rules WHERE _id = ?').run(id);
}

export function subscribe(db: Db, ruleId: string, userId: string, now: Date): void {
  db.prepare('INSERT OR IGNORE INTO alert_subscriptions (rule_id, user_id, created_at) VALUES (?, ?, ?)').run(
    ruleId,
    userId,
    now.toISOString(),
  );
}

export function unsubscribe(db: Db, ruleId: string, userId: string): void {
  db.prepare('DELETE FROM alert_subscriptions WHERE rule_id = ? AND user_id = ?').run(ruleId, userId);
}

export function subscriberIds(db: Db, ruleId: string): string[] {
  return (
    db
      .prepare('SELECT user_id FROM alert_subscriptions WHERE rule_id = ? ORDER BY created_at')
      .all(ruleId) as {
      user_id: string;
    }[]
  ).map((r) => r.user_id);
}

/** armed → triggered, once: false when the rule was already triggered (or is gone), so nothing is sent twice. */
export function markTriggered(db: Db, id: string, at: Date): boolean {
  return (
    db
      .prepare(
        `UPDATE alert_rules SET state = 'triggered', last_triggered_at = ? WHERE _id = ? AND state = 'armed'`,
      )
      .run(at.toISOString(), id).changes === 1
  );
}

/** A payoutAbove rule fires for every payout above it: it stays triggered, with the time of the latest. */
export function markFiredAgain(db: Db, id: string, at: Date): void {
  db.prepare(`UPDATE alert_rules SET state = 'triggered', last_triggered_at = ? WHERE _id = ?`).run(
    at.toISOString(),
    id,
  );
}

export function markArmed(db: Db, id: string): void {
  db.prepare(`UPDATE alert_rules SET state = 'armed' WHERE _id = ? AND state = 'triggered'`).run(id);
}
