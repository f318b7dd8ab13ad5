/**
 * The filters a saved view keeps (issue 34): each list's URL filter names, the provider's rule
 * (createSavedView) and the names the app writes back into the list's address. Page numbers are never saved: a
 * view opens on its first page. The sandbox and the app read this one list.
 */
export const SAVED_VIEW_FILTERS = {
  transactions: [
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
    'sortField',
    'sortOrder',
    'tab',
    'disputeStatus',
  ],
  payouts: ['status', 'currency'],
} as const satisfies Record<'transactions' | 'payouts', readonly string[]>;

/** The provider's bound on a filter's value. */
export const MAX_SAVED_VIEW_FILTER_LENGTH = 200;
