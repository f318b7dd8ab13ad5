/** Reading the audit log: one organization's entries for one environment, filtered and paged. */
import type { Context } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { ApiError } from '../http.ts';
import { listPage, type Page, type Where } from '../list-query.ts';
import { recordable } from './fields.ts';
import { AUDIT_KINDS, type AuditChange, type AuditKind } from './record.ts';

interface AuditRow {
  _id: string;
  env: EnvName | null;
  actor_id: string | null;
  actor_email: string | null;
  kind: AuditKind;
  target_id: string | null;
  target_label: string | null;
  changes: string;
  client_address: string;
  user_agent: string;
  created_at: string;
}

export interface AuditFilters {
  member?: string;
  /** one or more kinds separated by commas */
  kind?: string;
  /** YYYY-MM-DD, UTC, inclusive */
  from?: string;
  to?: string;
}

/** The day after a YYYY-MM-DD date, as an ISO instant: `to` includes its whole day. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** The kinds a `kind` filter names; an unknown one is refused rather than silently matching nothing. */
function parseKinds(value: string): AuditKind[] {
  const kinds = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = kinds.find((k) => !(AUDIT_KINDS as readonly string[]).includes(k));
  if (unknown !== undefined) throw new ApiError(400, `query.kind: unknown kind ${unknown}`);
  return kinds as AuditKind[];
}

/**
 * The entries one organization's members may read in one environment: the organization's and accounts' own
 * (env null) and that environment's; never another organization's, never the other environment's money.
 */
export function auditWhere(orgId: string, env: EnvName, filters: AuditFilters): Where {
  const parts = ['org_id = ?', '(env IS NULL OR env = ?)'];
  const params: unknown[] = [orgId, env];
  if (filters.member) {
    parts.push('actor_id = ?');
    params.push(filters.member);
  }
  if (filters.kind) {
    const kinds = parseKinds(filters.kind);
    if (kinds.length) {
      parts.push(`kind IN (${kinds.map(() => '?').join(', ')})`);
      params.push(...kinds);
    }
  }
  if (filters.from && filters.to && filters.from > filters.to)
    throw new ApiError(400, 'query.from must not be after query.to');
  if (filters.from) {
    parts.push('created_at >= ?');
    params.push(`${filters.from}T00:00:00.000Z`);
  }
  if (filters.to) {
    parts.push('created_at < ?');
    params.push(dayAfter(filters.to));
  }
  return { sql: parts.join(' AND '), params };
}

function toEntry(db: Db, row: AuditRow): Schemas['AuditEntry'] {
  // the name is the member's as it is now, and only while the account exists; the e-mail is the one of then
  const user = row.actor_id
    ? (db.prepare('SELECT name FROM users WHERE _id = ?').get(row.actor_id) as { name: string } | undefined)
    : undefined;
  return {
    _id: row._id,
    kind: row.kind,
    actor: row.actor_id ? { _id: row.actor_id, email: row.actor_email, name: user?.name ?? null } : null,
    createdAt: row.created_at,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    targetId: row.target_id,
    targetLabel: row.target_label,
    // an entry stored before its field was declared as it is now is shown as the declaration says
    changes: (JSON.parse(row.changes) as AuditChange[]).map(recordable),
    env: row.env,
  };
}

/** One page (the request's page/limit) of the entries `where` matches, newest first, in recording order. */
export function auditPage(db: Db, c: Context, where: Where): Page<Schemas['AuditEntry']> {
  // rowid breaks ties: two entries of one instant (a sign-in recorded in each organization) keep their order
  return listPage(
    db,
    c,
    { table: 'audit_entries', where, orderBy: 'created_at DESC, rowid DESC' },
    (row: AuditRow) => toEntry(db, row),
  );
}
