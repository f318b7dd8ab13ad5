/**
 * The notifications page's search params: how many notifications each load brings
 * (docs/product/09-constants.md §9.4: page 1, limit 10 first; more pages load as the user scrolls, so the
 * page number is not part of the address).
 */
export interface NotificationSearch {
  limit: number;
}

export const DEFAULT_NOTIFICATION_SEARCH: NotificationSearch = { limit: 10 };
/** The sizes offered; a larger limit typed into the URL is brought down to the largest. */
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
const MAX_LIMIT = Math.max(...NOTIFICATION_PAGE_SIZES);

/** A whole number from 1 up, given as a number or as digits (a hand-typed `?limit="20"`); otherwise null. */
function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * Validates the URL's limit: anything that is not a whole number from 1 falls back to the default, and it is
 * bounded at the largest size, so an edited URL never reaches the provider as a request it would refuse. An old
 * `?page=` (the list was paged before it loaded on scroll) is dropped.
 */
export function validateNotificationSearch(search: Record<string, unknown>): NotificationSearch {
  const limit = positiveInteger(search.limit) ?? DEFAULT_NOTIFICATION_SEARCH.limit;
  return { limit: Math.min(limit, MAX_LIMIT) };
}
