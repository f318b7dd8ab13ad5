import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Digest = components['schemas']['Digest'];

/**
 * Key factory. One digest is the user's whatever the current organization and environment (the provider reads
 * it by id alone, and the digest names its own scope): person width, so a scope switch reads it from the cache.
 * The latest digests are those of the current scope (organization width). Both under 'digests', which the
 * persisted cache keeps (src/session/persisted-cache/policy.ts): a digest opened once opens offline.
 */
const digestKeys = {
  detail: (scope: Pick<SessionScope, 'userId'>, id: string) =>
    [...scopeKey(scope, 'person'), 'digests', 'detail', id] as const,
  latest: (scope: SessionScope) => [...scopeKey(scope), 'digests', 'latest'] as const,
};

/**
 * GET /v1/digests/{id}. Another user's digest, one of an organization the user left, or an unknown id answers
 * 404 (a malformed id 400): that is data here (null, "not found"), not an error. A digest never changes once
 * made: read once.
 */
export function digestQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>, id: string) {
  return queryOptions({
    queryKey: digestKeys.detail(scope, id),
    queryFn: async ({ signal }): Promise<Digest | null> => {
      try {
        return await dataOf(api.GET('/v1/digests/{id}', { params: { path: { id } }, signal }));
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** GET /v1/digests: the user's latest digests (at most 14) of the current scope, newest first. */
export function latestDigestsQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: digestKeys.latest(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/digests', { signal })),
  });
}

/** The provider's currencies (each amount's decimals): the one shared query. */
export { currenciesQueryOptions } from '../../api/currencies.ts';
