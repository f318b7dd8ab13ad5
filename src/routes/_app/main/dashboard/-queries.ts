import type { ApiClient } from '../../../../api/client.ts';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../../../../features/organizations/queries.ts';
import { currenciesQueryOptions } from '../../../../api/currencies.ts';
import {
  transactionMetricsQueryOptions,
  transactionsQueryOptions,
} from '../../../../features/transactions/queries.ts';
import { DEFAULT_TRANSACTION_SEARCH } from '../../../../features/transactions/search.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';

/** The newest payments of the scope: the transaction list's default view, five rows. */
const LATEST = { ...DEFAULT_TRANSACTION_SEARCH, limit: 5 };

/**
 * Everything the dashboard reads, composed from three features (they never import each other): the range's
 * metrics and the latest payments (transactions), the memberships with their balances and, for a master,
 * every organization's name (organizations), and the currency list that gives each amount its precision.
 * Its own module, imported only by the route's loader and component: declared in the route file, the code
 * splitter would keep it (and the query code under it) in the route tree that the sign-in screen downloads.
 */
export function dashboardQueries(
  api: ApiClient,
  scope: SessionScope,
  range: { startDate: string; endDate: string },
) {
  return {
    metrics: transactionMetricsQueryOptions(api, scope, range),
    latest: transactionsQueryOptions(api, scope, LATEST),
    memberships: memberOrganizationsQueryOptions(api, scope),
    currencies: currenciesQueryOptions(api, scope),
    masterOrganizations: masterOrganizationsQueryOptions(api, scope),
  };
}
