import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

type Organization = components['schemas']['Organization'];
type MasterOrganization = components['schemas']['MasterOrganization'];

/**
 * What the export and the all-loaded list read besides payments: the currencies (their decimals, the one
 * shared query of src/api) and the organizations' names (the CSV's file name). Features do not import each
 * other, so the organizations' options are this feature's own; their keys are the ones the organizations
 * feature uses for the same calls, so the shell's cached answers are reused rather than asked for again.
 */
const referenceKeys = {
  memberOrganizations: (scope: Pick<SessionScope, 'userId' | 'env'>) =>
    [...scopeKey(scope, 'environment'), 'organizations', 'member'] as const,
  masterOrganizations: (scope: Pick<SessionScope, 'userId'>) =>
    [...scopeKey(scope, 'person'), 'organizations', 'master'] as const,
};

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';

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
 * The name of what the screen shows, for the CSV's file name: the current organization, or for a master the
 * selected one, or "all-organizations" when a master has selected none. The file name is a constant format
 * (csv.ts), in the same words whatever the language, so these stand-ins are slugs, not translated text.
 */
export async function currentOrganizationName(
  queryClient: QueryClient,
  api: ApiClient,
  scope: SessionScope,
): Promise<string> {
  if (scope.masterOrgId !== null) {
    if (!scope.masterOrgId) return 'all-organizations';
    const organizations = await queryClient.ensureQueryData(masterOrganizationsQueryOptions(api, scope));
    return (
      organizations.find((organization) => organization._id === scope.masterOrgId)?.name ?? 'organization'
    );
  }
  const organizations = await queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope));
  return organizations.find((organization) => organization._id === scope.orgId)?.name ?? 'organization';
}
