import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type SessionScope } from '../session/scope-key.ts';
import { dataOf, type ApiClient } from './client.ts';

/**
 * GET /v1/config/currency: the provider's currencies (code, kind, network and decimals), which format and
 * check every amount. One query under one key for every screen, so it is fetched once per person and shared;
 * the list changes with a provider release, not while a screen is open.
 */
export function currenciesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: [...scopeKey(scope, 'person'), 'config', 'currencies'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/currency', { signal })),
    staleTime: 60 * 60_000,
  });
}
