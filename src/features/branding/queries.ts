import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

/** GET /v1/config/brand-logos: the provider's brand records. They change rarely: read once an hour at most. */
export function brandRecordsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: [...scopeKey(scope, 'person'), 'config', 'brand-logos'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/brand-logos', { signal })),
    staleTime: 60 * 60 * 1000,
    // the built-in brand stays when they cannot be read (offline, an old provider): nothing to tell the user
    meta: { errorToast: false },
    retry: 1,
  });
}
