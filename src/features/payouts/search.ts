/** The payout list's search params: which page of how many. */
export interface PayoutSearch {
  page: number;
  limit: number;
}

export const DEFAULT_PAYOUT_SEARCH: PayoutSearch = { page: 1, limit: 10 };
/** The page sizes offered; a larger limit typed into the URL is brought down to the largest. */
export const PAYOUT_PAGE_SIZES = [10, 20, 50] as const;
const MAX_LIMIT = Math.max(...PAYOUT_PAGE_SIZES);
/** The contract's bound on `page`. */
const MAX_PAGE = 100_000;

/** A whole number from 1 up, given as a number or as digits (a hand-typed `?page="2"`); otherwise null. */
function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Validates the URL's page and limit: anything that is not a whole number from 1 falls back to the default,
 * and both are bounded, so an edited address never reaches the provider as a request it would refuse.
 */
export function validatePayoutSearch(search: Record<string, unknown>): PayoutSearch {
  const page = Math.min(positiveInteger(search.page) ?? DEFAULT_PAYOUT_SEARCH.page, MAX_PAGE);
  const limit = Math.min(positiveInteger(search.limit) ?? DEFAULT_PAYOUT_SEARCH.limit, MAX_LIMIT);
  return { page, limit };
}
