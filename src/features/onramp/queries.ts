import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { OnRampSearch } from './search.ts';

export type OnRampRequest = components['schemas']['OnRampRequest'];
export type Currency = components['schemas']['Currency'];

/** Key factory: on-ramp requests belong to an organization and an environment. */
export const onRampKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'onramp'] as const,
  list: (scope: SessionScope, { status, page, limit }: OnRampSearch) =>
    [...onRampKeys.all(scope), 'list', { status, page, limit }] as const,
  currencies: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'currencies'] as const,
};

/** GET /v1/onramp/requests (extension): a page of the current organization's requests, newest first. */
export function onRampRequestsQueryOptions(api: ApiClient, scope: SessionScope, search: OnRampSearch) {
  const { status, page, limit } = search;
  return queryOptions({
    queryKey: onRampKeys.list(scope, { status, page, limit }),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/onramp/requests', {
          params: { query: { page, limit, ...(status ? { status } : {}) } },
          signal,
        }),
      ),
  });
}

/** GET /v1/config/currency: codes, kinds and decimals, which format and check every amount. */
export function currenciesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: onRampKeys.currencies(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/currency', { signal })),
    // the provider's currencies change with a release, not while a screen is open
    staleTime: 60 * 60_000,
  });
}
