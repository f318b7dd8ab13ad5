import type { components } from '../../shared/provider-schema.gen.ts';

export type AuditKind = components['schemas']['AuditKind'];

/**
 * The audit screen's search params, the provider's filter names: `member` (an actor's id), `kind` (one or more
 * kinds, comma-separated as the provider takes them), `from` and `to` (YYYY-MM-DD, UTC, inclusive), the page.
 */
export interface AuditSearch {
  member?: string;
  kind?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_AUDIT_SEARCH: AuditSearch = { page: 1, limit: 20 };
const MAX_PAGE = 100_000;
const USER_ID = /^[0-9a-fA-F]{24}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), else undefined. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/**
 * The kinds the app knows (kinds.ts lists them for the filter): one pattern here, because this module is part of
 * every first visit (the route's search validation) and the list is not. tests/features/audit/search.test.ts
 * checks that both say the same.
 */
const KNOWN_KIND =
  /^(?:signIn|member(?:Invited|Removed|RoleChanged)|apiKey(?:Created|Revoked)|paymentConfigChanged|webhook(?:Changed|Redelivered)|refundCreated|payoutCreated|onRampRequested|mfa(?:Enabled|Disabled|RequirementChanged)|recoveryCode(?:sRegenerated|Used)|passkey(?:Added|Renamed|Removed)|organizationChanged|password(?:Changed|Reset)|invitationAccepted)$/;

/** The known kinds a `kind` param names, once each, in its order. */
export function kindsOf(value: unknown): AuditKind[] {
  const named = typeof value === 'string' ? value.split(',') : [];
  return [...new Set(named.filter((kind) => KNOWN_KIND.test(kind)))] as AuditKind[];
}

/**
 * Validates the URL so that any address opens a working screen and never reaches the provider as a request it
 * would refuse: an unknown member id or kind is dropped, a date that is not a day is dropped, a range given
 * backwards is put the right way round, page and limit are bounded (a limit not offered becomes the nearest
 * smaller one offered: AUDIT_PAGE_SIZES).
 */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const member = typeof search.member === 'string' && USER_ID.test(search.member) ? search.member : undefined;
  const kinds = kindsOf(search.kind);
  let from = day(search.from);
  let to = day(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  const page = Math.min(positiveInteger(search.page) ?? DEFAULT_AUDIT_SEARCH.page, MAX_PAGE);
  const asked = positiveInteger(search.limit) ?? DEFAULT_AUDIT_SEARCH.limit;
  const limit = asked >= 100 ? 100 : asked >= 50 ? 50 : 20;
  // every key named, even when absent: the router keeps a raw search key the validator leaves out
  return { member, kind: kinds.length ? kinds.join(',') : undefined, from, to, page, limit };
}

/**
 * The address's search of a validated view: only what differs from the defaults, in a fixed order, so that a
 * view has one address (the first page and the default size are not written).
 */
export function auditSearchParams(search: AuditSearch): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of ['member', 'kind', 'from', 'to'] as const) if (search[key]) params[key] = search[key];
  if (search.page !== DEFAULT_AUDIT_SEARCH.page) params.page = search.page;
  if (search.limit !== DEFAULT_AUDIT_SEARCH.limit) params.limit = search.limit;
  return params;
}
