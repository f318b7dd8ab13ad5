import type { components } from '../../shared/provider-schema.gen.ts';
import { DEFAULT_TRANSACTION_SEARCH, validateTransactionSearch, type TransactionSearch } from './search.ts';

const TRANSACTION_TABS = ['transactions', 'disputes'] as const;
const TRANSACTION_VIEWS = ['table', 'all'] as const;
type DisputeStatus = components['schemas']['DisputeStatus'];
/** The Disputes tab's status filter (here rather than in its queries, which the route's validation need not load). */
export const DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'under_review', 'won', 'lost'];

export type TransactionTab = (typeof TRANSACTION_TABS)[number];
type TransactionView = (typeof TRANSACTION_VIEWS)[number];

/** The optional filters: named (as undefined) when absent, so that no raw value of the address survives. */
const OPTIONAL_FILTERS = [
  'status',
  'currency',
  'currencyType',
  'startDate',
  'endDate',
  'isProcessed',
  'orgId',
  'keyId',
  'search',
  'title',
] as const satisfies readonly (keyof TransactionSearch)[];

/**
 * The transactions screen's URL: the provider's filters (`TransactionSearch`, named as the API names them) plus
 * view params GET /v1/transaction never sees: which tab, whether the list is paged or every loaded row, and
 * the Disputes tab's own page and status.
 */
export type TransactionsViewSearch = TransactionSearch & {
  tab: TransactionTab;
  view: TransactionView;
  disputePage: number;
  disputeStatus?: DisputeStatus;
};

export const DEFAULT_TRANSACTIONS_VIEW = {
  ...DEFAULT_TRANSACTION_SEARCH,
  tab: 'transactions',
  view: 'table',
  disputePage: 1,
} as const satisfies TransactionsViewSearch;

const MAX_PAGE = 100_000;

/**
 * Validates the whole address. The router keeps a raw key the validator leaves out (`?status=<script>` would
 * stay in the URL and be carried by the next navigation), so every optional filter is named, undefined when
 * absent or invalid.
 */
export function validateTransactionsView(search: Record<string, unknown>): TransactionsViewSearch {
  const cleared = Object.fromEntries(OPTIONAL_FILTERS.map((key) => [key, undefined]));
  return {
    ...(cleared as Partial<TransactionSearch>),
    ...validateTransactionSearch(search),
    tab: TRANSACTION_TABS.find((tab) => tab === search.tab) ?? DEFAULT_TRANSACTIONS_VIEW.tab,
    view: TRANSACTION_VIEWS.find((view) => view === search.view) ?? DEFAULT_TRANSACTIONS_VIEW.view,
    disputePage: Math.min(pageNumber(search.disputePage) ?? 1, MAX_PAGE),
    disputeStatus: DISPUTE_STATUSES.find((status) => status === search.disputeStatus),
  };
}

function pageNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** What goes to GET /v1/transaction (and its query key): the filters set, without the view params. */
export function apiSearchOf(view: TransactionsViewSearch): TransactionSearch {
  const { tab: _tab, view: _view, disputePage: _page, disputeStatus: _status, ...search } = view;
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as unknown as TransactionSearch;
}

/** True when any filter narrows the list (paging and sort do not): "no match" rather than "nothing yet". */
export function hasActiveFilters(search: TransactionSearch): boolean {
  return OPTIONAL_FILTERS.some((key) => search[key] !== undefined);
}

/**
 * How many filters behind the phone's "Filters" button narrow the list: every optional filter but the search
 * (its field stays on screen), the date range counted once (it applies only with both days,
 * docs/product/05-validation.md §5.4).
 */
export function sheetFilterCount(search: TransactionSearch): number {
  const inSheet = OPTIONAL_FILTERS.filter((key) => key !== 'search' && key !== 'endDate');
  return inSheet.filter((key) => search[key] !== undefined).length;
}

/** The same view with every filter cleared (page 1; page size, sort, tab and view kept). */
export function clearedFilters(view: TransactionsViewSearch): TransactionsViewSearch {
  const cleared = Object.fromEntries(OPTIONAL_FILTERS.map((key) => [key, undefined]));
  return { ...view, ...(cleared as Partial<TransactionSearch>), page: 1 };
}
