import type { components } from '../../shared/provider-schema.gen.ts';

type TransactionStatus = components['schemas']['TransactionStatus'];
type CurrencyType = components['schemas']['CurrencyType'];

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [
  'pending',
  'success',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'disputed',
];
export const CURRENCY_TYPES: readonly CurrencyType[] = ['crypto', 'fiat'];
export const SORT_FIELDS = ['createdAt', 'amount', 'status', 'currency', 'title'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
/**
 * The page sizes offered (docs/product/09-constants.md §9.4: limit 10 by default); the contract allows at
 * most 100.
 */
export const TRANSACTION_PAGE_SIZES = [10, 25, 50, 100] as const;
const MAX_PAGE = 100_000;
/** The contract's bound on `title` and `search`. */
const MAX_TEXT = 200;

/**
 * The transaction list's view, named exactly as the provider's filters (GET /v1/transaction), so that the URL is
 * the request: a filtered view can be bookmarked, shared and restored. Optional filters are absent when unset.
 */
export interface TransactionSearch {
  page: number;
  limit: number;
  sortField: (typeof SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
  status?: TransactionStatus;
  currency?: string;
  currencyType?: CurrencyType;
  startDate?: string;
  endDate?: string;
  isProcessed?: boolean;
  orgId?: string;
  keyId?: string;
  search?: string;
  title?: string;
}

export const DEFAULT_TRANSACTION_SEARCH = {
  page: 1,
  limit: 10,
  sortField: 'createdAt',
  sortOrder: 'desc',
} as const satisfies TransactionSearch;

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((entry) => entry === value);
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, MAX_TEXT);
  return trimmed || undefined;
}

/**
 * Validates what the URL says. Anything the provider would refuse falls back to the default (or is left out)
 * instead of an error page: an unknown status, a page size over 100, a negative page, an impossible date. The
 * date range is kept only when both ends are real days in order (docs/product/05-validation.md §5.4: the
 * filter applies only with both).
 */
export function validateTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  const result: TransactionSearch = {
    page: Math.min(wholeNumber(search.page) ?? DEFAULT_TRANSACTION_SEARCH.page, MAX_PAGE),
    limit: Math.min(
      wholeNumber(search.limit) ?? DEFAULT_TRANSACTION_SEARCH.limit,
      Math.max(...TRANSACTION_PAGE_SIZES),
    ),
    sortField: oneOf(SORT_FIELDS, search.sortField) ?? DEFAULT_TRANSACTION_SEARCH.sortField,
    sortOrder: oneOf(SORT_ORDERS, search.sortOrder) ?? DEFAULT_TRANSACTION_SEARCH.sortOrder,
  };
  const status = oneOf(TRANSACTION_STATUSES, search.status);
  if (status) result.status = status;
  const currencyType = oneOf(CURRENCY_TYPES, search.currencyType);
  if (currencyType) result.currencyType = currencyType;
  if (typeof search.currency === 'string' && /^[A-Za-z][A-Za-z0-9]{1,9}$/.test(search.currency))
    result.currency = search.currency.toUpperCase();
  if (
    isCalendarDate(search.startDate) &&
    isCalendarDate(search.endDate) &&
    search.startDate <= search.endDate
  ) {
    result.startDate = search.startDate;
    result.endDate = search.endDate;
  }
  const processed = search.isProcessed;
  if (processed === true || processed === 'true') result.isProcessed = true;
  if (processed === false || processed === 'false') result.isProcessed = false;
  for (const key of ['orgId', 'keyId'] as const) {
    const id = search[key];
    if (typeof id === 'string' && /^[0-9a-fA-F]{24}$/.test(id)) result[key] = id;
  }
  const searchText = text(search.search);
  if (searchText) result.search = searchText;
  const title = text(search.title);
  if (title) result.title = title;
  return result;
}

/** The filters of a view without its paging and sort: what a CSV export or a count is about. */
export function transactionFilters(search: TransactionSearch) {
  const { page: _page, limit: _limit, sortField: _field, sortOrder: _order, ...filters } = search;
  return filters;
}
