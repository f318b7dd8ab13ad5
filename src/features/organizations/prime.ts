import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import { masterOrganizationsQueryOptions, memberOrganizationsQueryOptions } from './queries.ts';
import { currenciesQueryOptions } from '../../api/currencies.ts';

/**
 * What the Organizations tab reads, started together for the route's loader: the memberships (balances of
 * this environment), the currencies (the wallet form's networks) and, for a master (whose scope has a master
 * selection), every organization.
 */
export async function primeOrganizationsPanel(queryClient: QueryClient, api: ApiClient, scope: SessionScope) {
  await Promise.all([
    queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)),
    queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
    scope.masterOrgId !== null && queryClient.ensureQueryData(masterOrganizationsQueryOptions(api, scope)),
  ]);
}
