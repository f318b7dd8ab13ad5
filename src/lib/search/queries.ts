import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { searchQueryProblem } from '../../shared/search-rules.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type SearchHit = components['schemas']['SearchHit'];

/** Hits per page: enough for a palette's list of every kind. */
const SEARCH_PAGE_SIZE = 20;

/** Key factory: a search answers within the organization, environment and master selection of the scope. */
const searchKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'search'] as const,
  page: (scope: SessionScope, q: string, page: number) => [...searchKeys.all(scope), { q, page }] as const,
};

/** Only trouble reaching the provider is worth another try: a 400 (a refused query) would be refused again. */
function retrySearch(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isApiError(error) && error.status === undefined && !error.timedOut;
}

/**
 * GET /v1/search for the trimmed query, page by page (SEARCH_PAGE_SIZE hits). The query function's `signal`
 * goes with the call, so a search superseded by the next keystroke is cancelled (TanStack Query aborts it once
 * nothing observes it). A query the provider would refuse (under 3 or over 200 characters once trimmed) is not
 * sent at all (the query stays disabled); a 400 is never retried. Failures are not toasted: the palette shows
 * them in place, with what the device has cached (`searchCachedData`).
 */
export function searchQueryOptions(api: ApiClient, scope: SessionScope, q: string, page = 1) {
  const text = q.trim();
  return queryOptions({
    queryKey: searchKeys.page(scope, text, page),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/v1/search', { params: { query: { q: text, page, limit: SEARCH_PAGE_SIZE } }, signal }),
      ),
    enabled: searchQueryProblem(text) === null,
    retry: retrySearch,
    meta: { errorToast: false },
  });
}
