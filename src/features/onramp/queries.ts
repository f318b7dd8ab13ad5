import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';
import type { OnRampSearch } from './search.ts';

export type OnRampRequest = components['schemas']['OnRampRequest'];
export type Currency = components['schemas']['Currency'];

/** Key factory: on-ramp requests belong to an organization and an environment. */
export const onRampKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'onramp'] as const,
  list: (scope: SessionScope, { status, page, limit }: OnRampSearch) =>
    [...onRampKeys.all(scope), 'list', { status, page, limit }] as const,
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

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';
