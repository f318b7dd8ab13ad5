import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

type Organization = components['schemas']['Organization'];
type MasterOrganization = components['schemas']['MasterOrganization'];

/**
 * What the export and the all-loaded list read besides payments: the currencies (their decimals) and the
 * organizations' names (the CSV's file name). Features do not import each other, so these are this feature's
 * own options; their keys are the ones the payment configuration and the organizations features use for the
 * same calls, so the shell's cached answers are reused rather than asked for again.
 */
const referenceKeys = {
  currencies: (scope: Pick<SessionScope, 'userId'>) =>
    [...scopeKey(scope, 'person'), 'reference', 'currencies'] as const,
  memberOrganizations: (scope: Pick<SessionScope, 'userId' | 'env'>) =>
    [...scopeKey(scope, 'environment'), 'organizations', 'member'] as const,
  masterOrganizations: (scope: Pick<SessionScope, 'userId'>) =>
    [...scopeKey(scope, 'person'), 'organizations', 'master'] as const,
};

/** GET /v1/config/currency: decimals per currency; changes with a release, not while a screen is open. */
export function currenciesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: referenceKeys.currencies(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/config/currency', { signal })),
    staleTime: 10 * 60_000,
  });
}

function memberOrganizationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId' | 'env'>) {
  return queryOptions({
    queryKey: referenceKeys.memberOrganizations(scope),
    queryFn: ({ signal }): Promise<Organization[]> =>
      dataOf(api.GET('/v1/org/member/organizations', { signal })),
  });
}

function masterOrganizationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: referenceKeys.masterOrganizations(scope),
    queryFn: async ({ signal }): Promise<MasterOrganization[]> => {
      // as the organizations feature does: a master's list that fails is no list (a warning, not an error)
      try {
        return await dataOf(api.GET('/v1/org/master/organizations', { signal }));
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Master organizations could not be loaded', error);
        return [];
      }
    },
  });
}

/**
 * The name of what the screen shows: the current organization, or for a master the selected one, or "All
 * organizations" when a master has selected none.
 */
export async function currentOrganizationName(
  queryClient: QueryClient,
  api: ApiClient,
  scope: SessionScope,
): Promise<string> {
  if (scope.masterOrgId !== null) {
    if (!scope.masterOrgId) return 'All organizations';
    const organizations = await queryClient.ensureQueryData(masterOrganizationsQueryOptions(api, scope));
    return (
      organizations.find((organization) => organization._id === scope.masterOrgId)?.name ?? 'organization'
    );
  }
  const organizations = await queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope));
  return organizations.find((organization) => organization._id === scope.orgId)?.name ?? 'organization';
}
