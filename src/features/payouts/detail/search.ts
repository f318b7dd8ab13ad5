/**
 * The payout page's search params. `tab` names the open tab; `showPayment=true` (the notifications' deep link)
 * opens Payments when no tab is named; `page` and `limit` page through the payments.
 */
const PAYOUT_TABS = ['summary', 'payments', 'disputes', 'refunds'] as const;
export type PayoutTab = (typeof PAYOUT_TABS)[number];

export interface PayoutSearch {
  tab?: PayoutTab;
  showPayment?: boolean;
  page: number;
  limit: number;
}

export const DEFAULT_PAYOUT_SEARCH = { page: 1, limit: 10 } as const;
export const PAYOUT_PAYMENT_PAGE_SIZES = [10, 20, 50] as const;
const MAX_LIMIT = Math.max(...PAYOUT_PAYMENT_PAGE_SIZES);
const MAX_PAGE = 100_000;

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/** Anything unknown falls back: an unknown tab is no tab, showPayment is true only as true or "true". */
export function validatePayoutSearch(search: Record<string, unknown>): PayoutSearch {
  const tab = PAYOUT_TABS.find((name) => name === search.tab);
  const showPayment = search.showPayment === true || search.showPayment === 'true';
  const page = positiveInteger(search.page) ?? DEFAULT_PAYOUT_SEARCH.page;
  const limit = positiveInteger(search.limit) ?? DEFAULT_PAYOUT_SEARCH.limit;
  return {
    ...(tab ? { tab } : {}),
    ...(showPayment ? { showPayment: true } : {}),
    page: Math.min(page, MAX_PAGE),
    limit: Math.min(limit, MAX_LIMIT),
  };
}

/** The tab on screen: the one named, else Payments for the deep link, else the summary. */
export function openTab(search: Pick<PayoutSearch, 'tab' | 'showPayment'>): PayoutTab {
  return search.tab ?? (search.showPayment ? 'payments' : 'summary');
}
