import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

/**
 * The values the list's filters offer, from the provider: the currency types and statuses
 * (GET /v1/helperServices/…) and the currency list (GET /v1/config/currency), which also gives each
 * currency's decimals for formatting. They change with a provider release, not while a screen is open.
 */
const OPTIONS_STALE_MS = 60 * 60_000;

const transactionOptionKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) =>
    [...scopeKey(scope, 'person'), 'transaction-options'] as const,
  currencyTypes: (scope: Pick<SessionScope, 'userId'>) =>
    [...transactionOptionKeys.all(scope), 'currency-types'] as const,
  statuses: (scope: Pick<SessionScope, 'userId'>) =>
    [...transactionOptionKeys.all(scope), 'statuses'] as const,
};

export function currencyTypesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: transactionOptionKeys.currencyTypes(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/helperServices/currencyType', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function transactionStatusesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: transactionOptionKeys.statuses(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/helperServices/status', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions as transactionCurrenciesQueryOptions } from '../../api/currencies.ts';
