import { keepPreviousData, onlineManager, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import type { components } from '../../../shared/provider-schema.gen.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { payoutDetailKeys } from './keys.ts';
import { refreshDelay } from './tracker.ts';

export type PayoutDetail = components['schemas']['PayoutDetail'];
export type PayoutStatus = components['schemas']['PayoutStatus'];
export type PayoutPayment = components['schemas']['Transaction'];
export type PayoutDispute = components['schemas']['Dispute'];
export type PayoutRefund = components['schemas']['Refund'];

/**
 * GET /v1/payout/detail/{id}. A payout the provider does not know in this scope (an unknown id, another
 * organization's, the other environment's) answers 404: that is data here (null, "not found"), not an error,
 * so the page says so plainly and a scope switch that makes it visible again simply reads it.
 */
export function payoutDetailQueryOptions(api: ApiClient, scope: SessionScope, id: string) {
  return queryOptions({
    queryKey: payoutDetailKeys.detail(scope, id),
    queryFn: async ({ signal }): Promise<PayoutDetail | null> => {
      try {
        return await dataOf(api.GET('/v1/payout/detail/{id}', { params: { path: { id } }, signal }));
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    // until it is paid or failed the provider moves it on its own: read it again while the page is open, as
    // often as its expected arrival calls for (tracker.ts); not while the tab is hidden (TanStack's default,
    // said here) nor offline, and at once when the connection comes back
    refetchInterval: (query) => {
      const payout = query.state.data;
      return payout && onlineManager.isOnline() ? refreshDelay(payout, Date.now()) : false;
    },
    refetchIntervalInBackground: false,
    refetchOnReconnect: 'always',
  });
}

/** GET /v1/payout/payments/{id}?page&limit: a page of the payments the payout paid out. */
export function payoutPaymentsQueryOptions(
  api: ApiClient,
  scope: SessionScope,
  id: string,
  page: number,
  limit: number,
) {
  return queryOptions({
    queryKey: payoutDetailKeys.payments(scope, id, page, limit),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/payout/payments/{id}', { params: { path: { id }, query: { page, limit } }, signal }),
      ),
    // a page change keeps the current page on screen until the next one arrives
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/payout/disputes/{id}: the lost disputes the payout deducted. */
export function payoutDisputesQueryOptions(api: ApiClient, scope: SessionScope, id: string) {
  return queryOptions({
    queryKey: payoutDetailKeys.disputes(scope, id),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/payout/disputes/{id}', { params: { path: { id } }, signal })),
  });
}

/** GET /v1/payout/refunds/{id}: the refunds the payout deducted. */
export function payoutRefundsQueryOptions(api: ApiClient, scope: SessionScope, id: string) {
  return queryOptions({
    queryKey: payoutDetailKeys.refunds(scope, id),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/payout/refunds/{id}', { params: { path: { id } }, signal })),
  });
}

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions as payoutCurrenciesQueryOptions } from '../../../api/currencies.ts';
