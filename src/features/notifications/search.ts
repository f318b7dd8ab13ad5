/** The notifications page's search params: which page of how many (SPEC §9: page 1, limit 10). */
export interface NotificationSearch {
  page: number;
  limit: number;
}

export const DEFAULT_NOTIFICATION_SEARCH: NotificationSearch = { page: 1, limit: 10 };
/** The page sizes offered; a larger limit typed into the URL is brought down to the largest. */
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
const MAX_LIMIT = Math.max(...NOTIFICATION_PAGE_SIZES);
/** The contract's bound on `page`. */
const MAX_PAGE = 100_000;

/** A whole number from 1 up, given as a number or as digits (a hand-typed `?page="2"`); otherwise null. */
function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Validates the URL's page and limit: anything that is not a whole number from 1 falls back to the default,
 * and both are bounded (limit at the largest page size, page at the contract's maximum), so an edited URL
 * never reaches the provider as a request it would refuse.
 */
export function validateNotificationSearch(search: Record<string, unknown>): NotificationSearch {
  const page = positiveInteger(search.page) ?? DEFAULT_NOTIFICATION_SEARCH.page;
  const limit = positiveInteger(search.limit) ?? DEFAULT_NOTIFICATION_SEARCH.limit;
  return { page: Math.min(page, MAX_PAGE), limit: Math.min(limit, MAX_LIMIT) };
}
