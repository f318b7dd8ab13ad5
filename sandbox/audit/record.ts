import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { clientPeerAddress } from '../client-address.ts';
import type { Db } from '../db.ts';
import type { EnvName, SandboxDeps } from '../deps.ts';
import { recordable } from './fields.ts';

/**
 * Every kind of change the audit log records (the contract's AuditKind lists the same, and
 * tests/sandbox/audit-kinds.test.ts checks both agree). Add a kind here, in the contract and in the app's words.
 */
export const AUDIT_KINDS = [
  'signIn',
  'memberInvited',
  'memberRemoved',
  'memberRoleChanged',
  'apiKeyCreated',
  'apiKeyRevoked',
  'paymentConfigChanged',
  'webhookChanged',
  'webhookRedelivered',
  'refundCreated',
  'payoutCreated',
  'onRampRequested',
  'mfaEnabled',
  'mfaDisabled',
  'recoveryCodesRegenerated',
  'recoveryCodeUsed',
  'mfaRequirementChanged',
  'passkeyAdded',
  'passkeyRemoved',
  'passkeyRenamed',
  'organizationChanged',
  'passwordChanged',
  'passwordReset',
  'invitationAccepted',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * One field's change, as display values (amounts as decimal strings, ids, names); never a secret: each is kept as
 * its field is declared in audit/fields.ts, which `recordAudit` applies.
 */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
  /** absent: the values themselves; 'host': only the hosts of URLs that are credentials; 'changed': only the fact */
  recorded?: 'host' | 'changed';
}

export interface AuditInput {
  kind: AuditKind;
  /** who acted; null: the provider itself */
  actorId: string | null;
  /** the environment for an environment's data; null for organization- or account-level changes */
  env: EnvName | null;
  targetId?: string | null;
  /** the target's readable name as it is now (a member's e-mail, a key's name): the log outlives the record */
  targetLabel?: string | null;
  changes?: AuditChange[];
}

/** Where the change came from: the client's address (through trusted proxies only) and its browser. */
export interface AuditOrigin {
  clientAddress: string;
  userAgent: string;
}

export function auditOrigin(c: Context, deps: Pick<SandboxDeps, 'trustedProxies'>): AuditOrigin {
  return {
    // the address itself, not the /64 the limits count: an investigation wants the client's own
    clientAddress: clientPeerAddress(c, deps.trustedProxies),
    // a header is the client's word: kept short so one request cannot bloat every later export
    userAgent: (c.req.header('User-Agent') ?? '').slice(0, 300),
  };
}

/** Records one change in one organization's log. */
export function recordAudit(db: Db, orgId: string, input: AuditInput, origin: AuditOrigin, at: Date): void {
  const actor = input.actorId
    ? (db.prepare('SELECT email FROM users WHERE _id = ?').get(input.actorId) as
        { email: string } | undefined)
    : undefined;
  db.prepare(
    `INSERT INTO audit_entries (_id, org_id, env, actor_id, actor_email, kind, target_id, target_label, changes,
       client_address, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    orgId,
    input.env,
    input.actorId,
    actor?.email ?? null,
    input.kind,
    input.targetId ?? null,
    input.targetLabel ?? null,
    // each field as audit/fields.ts says it may be kept: a secret never reaches the table
    JSON.stringify((input.changes ?? []).map(recordable)),
    origin.clientAddress,
    origin.userAgent,
    at.toISOString(),
  );
}

/**
 * A change to a member's own account (a sign-in, two-step verification, a passkey): recorded in the log of every
 * organization the user belongs to at that moment, so each organization's log is whole by itself and a member who
 * leaves takes nothing out of it.
 */
export function recordAccountAudit(
  db: Db,
  userId: string,
  input: Omit<AuditInput, 'env' | 'actorId'>,
  origin: AuditOrigin,
  at: Date,
): void {
  const orgs = db.prepare('SELECT org_id FROM members WHERE user_id = ?').all(userId) as { org_id: string }[];
  for (const { org_id } of orgs)
    recordAudit(db, org_id, { ...input, actorId: userId, env: null }, origin, at);
}
