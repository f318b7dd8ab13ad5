import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

// Apart from queries.ts, which the shell loads on every signed-in first visit: only the settings read this.
/** The provider's currencies (GET /v1/config/currency): which are crypto, and on which network. */
export function currenciesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: [...scopeKey(scope, 'person'), 'config', 'currencies'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/currency', { signal })),
    staleTime: 60 * 60 * 1000,
  });
}
