/** Org/env scoping and query-string parsing shared by the money routes. */
import { ApiError } from '../http.ts';
import type { Where } from '../list-query.ts';
import type { Session } from '../session.ts';

/** What money logic reads of the session: the part of sessionOf's Session that scoping and roles need. */
export type MoneySession = Pick<Session, 'userId' | 'isMaster' | 'orgId' | 'env' | 'scopeOrgIds'>;

/** `env = ? AND org_id IN (...)` for the session's scope; null scope (master, all orgs) drops the org part. */
export function scopeWhere(session: MoneySession, alias = ''): Where {
  const p = alias ? `${alias}.` : '';
  const ids = session.scopeOrgIds;
  if (ids === null) return { sql: `${p}env = ?`, params: [session.env] };
  if (ids.length === 0) return { sql: '0', params: [] };
  return {
    sql: `${p}env = ? AND ${p}org_id IN (${ids.map(() => '?').join(',')})`,
    params: [session.env, ...ids],
  };
}

export function inScope(session: MoneySession, orgId: string): boolean {
  return session.scopeOrgIds === null || session.scopeOrgIds.includes(orgId);
}

/**
 * Money-moving operations need exactly one organization; a master looking at all organizations
 * must pick one first (an all-org payout would be ambiguous).
 */
export function singleOrg(session: MoneySession): string {
  const ids = session.scopeOrgIds;
  if (ids && ids.length === 1 && ids[0]) return ids[0];
  if (ids === null) throw new ApiError(422, 'Select an organization to create a payout');
  throw new ApiError(404, 'Organization not found');
}

/** A real calendar date in YYYY-MM-DD (rejects 2024-02-30). */
export function isValidDate(v: string | undefined): v is string {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export const dayStart = (d: string) => `${d}T00:00:00.000Z`;
export const dayEnd = (d: string) => `${d}T23:59:59.999Z`;

export function boolParam(v: string | undefined): boolean | undefined {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}
