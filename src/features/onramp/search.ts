import type { components } from '../../shared/provider-schema.gen.ts';

export type OnRampStatus = components['schemas']['OnRampStatus'];

/** The on-ramp list's search params: which status (all when absent), which page of how many. */
export interface OnRampSearch {
  status?: OnRampStatus;
  page: number;
  limit: number;
}

export const ON_RAMP_STATUSES: readonly OnRampStatus[] = ['pending', 'completed', 'rejected'];
export const ON_RAMP_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_ON_RAMP_SEARCH: OnRampSearch = { page: 1, limit: 10 };
const MAX_LIMIT = Math.max(...ON_RAMP_PAGE_SIZES);
/** The contract's bound on `page`. */
const MAX_PAGE = 100_000;

/** A whole number from 1 up, given as a number or as digits (a hand-typed `?page="2"`); otherwise null. */
function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Validates the URL: an unknown status means every status, page and limit fall back to the defaults and are
 * bounded, so an edited address never reaches the provider as a request it would refuse.
 */
export function validateOnRampSearch(search: Record<string, unknown>): OnRampSearch {
  const status = ON_RAMP_STATUSES.find((known) => known === search.status);
  const page = Math.min(positiveInteger(search.page) ?? DEFAULT_ON_RAMP_SEARCH.page, MAX_PAGE);
  const limit = Math.min(positiveInteger(search.limit) ?? DEFAULT_ON_RAMP_SEARCH.limit, MAX_LIMIT);
  // status is always named, even when absent: the router keeps a raw search key the validator leaves out
  return { status, page, limit };
}
