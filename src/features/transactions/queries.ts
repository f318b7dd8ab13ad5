import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { TransactionSearch } from './search.ts';

export type Transaction = components['schemas']['Transaction'];

/** Key factory: payments belong to an organization and an environment (and a master's selection). */
export const transactionKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'transactions'] as const,
  list: (scope: SessionScope, search: TransactionSearch) =>
    [...transactionKeys.all(scope), 'list', search] as const,
  metrics: (scope: SessionScope, range: { startDate: string; endDate: string }) =>
    [...transactionKeys.all(scope), 'metrics', range] as const,
  /** every page loaded so far of one view (filters and sort), for the all-loaded list */
  infinite: (scope: SessionScope, view: Omit<TransactionSearch, 'page' | 'limit'>) =>
    [...transactionKeys.all(scope), 'infinite', view] as const,
};

/**
 * GET /v1/transaction with the view's filters as they are (they are named as the provider names them). A new
 * view keeps the previous page on screen until its own arrives, and its `signal` cancels the request it
 * replaces (a search typed faster than the answers come).
 */
export function transactionsQueryOptions(api: ApiClient, scope: SessionScope, search: TransactionSearch) {
  return queryOptions({
    queryKey: transactionKeys.list(scope, search),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/transaction', { params: { query: search }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/transaction/metrics over a range (both days included). */
export function transactionMetricsQueryOptions(
  api: ApiClient,
  scope: SessionScope,
  range: { startDate: string; endDate: string },
) {
  return queryOptions({
    queryKey: transactionKeys.metrics(scope, range),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/transaction/metrics', { params: { query: range }, signal })),
  });
}
