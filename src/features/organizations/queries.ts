import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Organization = components['schemas']['Organization'];
export type MasterOrganization = components['schemas']['MasterOrganization'];

/**
 * Key factory: the lists are the user's memberships, the same whichever organization is current, with
 * balances read in the current environment; a master's list of every organization depends on the user only.
 */
export const organizationKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'organizations'] as const,
  member: (scope: Pick<SessionScope, 'userId' | 'env'>) =>
    [...scopeKey(scope, 'environment'), 'organizations', 'member'] as const,
  master: (scope: Pick<SessionScope, 'userId'>) =>
    [...scopeKey(scope, 'person'), 'organizations', 'master'] as const,
};

/** GET /v1/org/member/organizations. */
export function memberOrganizationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId' | 'env'>) {
  return queryOptions({
    queryKey: organizationKeys.member(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/org/member/organizations', { signal })),
  });
}

/**
 * GET /v1/org/master/organizations (masters only). docs/product/08-errors.md §8.4: a failure is logged as a
 * warning and the list falls back to nothing but "All Organizations", so it is not an error toast.
 */
export function masterOrganizationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: organizationKeys.master(scope),
    queryFn: async ({ signal }): Promise<MasterOrganization[]> => {
      try {
        return await dataOf(api.GET('/v1/org/master/organizations', { signal }));
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Master organizations could not be loaded; showing All Organizations only', error);
        return [];
      }
    },
  });
}
