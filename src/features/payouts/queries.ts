import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { PayoutFilters } from './filters.ts';
import type { PayoutSearch } from './search.ts';

export type Payout = components['schemas']['Payout'];
export type PayoutCurrencyBalance = components['schemas']['PayoutCurrencyBalance'];
export type Currency = components['schemas']['Currency'];

/**
 * Key factory: payouts belong to an organization and an environment (and a master's selection). `all` is
 * what a created payout invalidates: the list, the available amounts and any open preview.
 */
export const payoutKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'payouts'] as const,
  list: (scope: SessionScope, { page, limit, status, currency }: PayoutSearch & PayoutFilters) =>
    [...payoutKeys.all(scope), 'list', { page, limit, status, currency }] as const,
  available: (scope: SessionScope) => [...payoutKeys.all(scope), 'available'] as const,
};

/** A payout whose status can still change on its own (the provider moves it on a timer). */
export const isInFlight = (payout: Pick<Payout, 'status'>) =>
  payout.status === 'pending' || payout.status === 'processing';

/** How often the list is read again while one of its payouts is still moving. */
const IN_FLIGHT_REFETCH_MS = 3_000;

/**
 * GET /v1/payout?page&limit (and the status and currency filters), newest first. While a listed payout is pending or processing the list is read
 * again every few seconds, so its status moves on screen without a reload; it stops once all have settled.
 */
export function payoutsQueryOptions(
  api: ApiClient,
  scope: SessionScope,
  search: PayoutSearch & PayoutFilters,
) {
  const { page, limit, status, currency } = search;
  return queryOptions({
    queryKey: payoutKeys.list(scope, { page, limit, status, currency }),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/payout', { params: { query: { page, limit, status, currency } }, signal })),
    refetchInterval: (query) => (query.state.data?.payouts.some(isInFlight) ? IN_FLIGHT_REFETCH_MS : false),
  });
}

/** GET /v1/payout/payment/currencies: per currency, what unpaid payments would pay out now (never below 0). */
export function availableQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: payoutKeys.available(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/payout/payment/currencies', { signal })),
  });
}

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';
