import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewList = components['schemas']['SavedViewList'];

/**
 * Key factory. The list is the user's views of the current organization (both environments), keyed under the
 * scope (organization width) like every organization's data. `person` matches the user's views in every scope
 * at once (keys match partially): a change is seen in whichever scope is shown next.
 */
export const savedViewKeys = {
  person: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'savedViews'] as const,
  list: (scope: SessionScope) => [...scopeKey(scope), 'savedViews', 'list'] as const,
  /** one view read through its share link (it may be of another organization than the one on screen) */
  one: (scope: SessionScope, id: string) => [...scopeKey(scope), 'savedViews', 'one', id] as const,
};

/** GET /v1/views: the caller's own views of the current organization, newest first. */
export function savedViewsQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: savedViewKeys.list(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/views', { signal })),
  });
}

/** GET /v1/views/{id}: a view any member of its organization may read (the share link). */
export function savedViewQueryOptions(api: ApiClient, scope: SessionScope, id: string) {
  return queryOptions({
    queryKey: savedViewKeys.one(scope, id),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/views/{id}', { params: { path: { id } }, signal })),
    // access may have changed since the last time: always asked again
    staleTime: 0,
    // a refusal (404) is the page's own message, never retried; offline, the call fails at once (instead of
    // waiting for the network) so the page can say so
    retry: false,
    networkMode: 'always',
    meta: { errorToast: false },
  });
}
