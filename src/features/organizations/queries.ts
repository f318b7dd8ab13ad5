import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import type { Env } from '../../session/scope.ts';

export type Organization = components['schemas']['Organization'];
export type MasterOrganization = components['schemas']['MasterOrganization'];

/**
 * Key factory: the lists are the user's memberships (keyed by the user's id) and the environment their
 * balances are read in.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  member: (userId: string, env: Env) => [...organizationKeys.all, 'member', { userId, env }] as const,
  master: (userId: string) => [...organizationKeys.all, 'master', { userId }] as const,
};

/** GET /v1/org/member/organizations. */
export function memberOrganizationsQueryOptions(api: ApiClient, userId: string, env: Env) {
  return queryOptions({
    queryKey: organizationKeys.member(userId, env),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/org/member/organizations', { signal })),
  });
}

/**
 * GET /v1/org/master/organizations (masters only). SPEC §8: a failure is logged as a warning and the list
 * falls back to nothing but "All Organizations", so it is not an error toast.
 */
export function masterOrganizationsQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: organizationKeys.master(userId),
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
