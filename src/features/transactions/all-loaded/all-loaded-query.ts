import { infiniteQueryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { transactionKeys } from '../queries.ts';
import type { TransactionSearch } from '../search.ts';

/** The contract's largest page: 10,000 rows are 100 requests. */
const ALL_LOADED_PAGE_SIZE = 100;

/**
 * GET /v1/transaction, page after page of 100, for one view (filters and sort). Structural sharing is off: each
 * new page would otherwise be compared against every row already loaded (10,000 rows, 100 times over), and
 * the pages already loaded keep their identity anyway, so the memoised rows do not render again.
 */
export function allLoadedQueryOptions(
  api: ApiClient,
  scope: SessionScope,
  view: Omit<TransactionSearch, 'page' | 'limit'>,
) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.infinite(scope, view),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/v1/transaction', {
          params: { query: { ...view, page: pageParam, limit: ALL_LOADED_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    structuralSharing: false,
  });
}
