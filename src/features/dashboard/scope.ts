import type { components } from '../../api/schema.gen.ts';
import type { Scope } from '../../session/scope.ts';
import type { DashboardBalances } from './components/balances-card.tsx';

type Organization = components['schemas']['Organization'];
type MasterOrganization = components['schemas']['MasterOrganization'];

/**
 * Which organization the dashboard is about: a master's selection ('' = all organizations), else the current
 * organization. The provider scopes the metrics the same way (X-Master-Org-Id for a master).
 */
function subjectOf(scope: Pick<Scope, 'orgId' | 'masterOrgId'>): string {
  return scope.masterOrgId ?? scope.orgId;
}

/** The name the figures are shown under: the organization's, or "All organizations" for a master's all. */
export function dashboardScopeName(
  scope: Pick<Scope, 'orgId' | 'masterOrgId'>,
  memberships: readonly Pick<Organization, '_id' | 'name'>[],
  masterOrganizations: readonly MasterOrganization[],
): string {
  const subject = subjectOf(scope);
  if (scope.masterOrgId === '') return 'All organizations';
  const known = [...memberships, ...masterOrganizations].find((organization) => organization._id === subject);
  return known?.name ?? 'Your organization';
}

/**
 * The balances the dashboard can show. They come with the user's memberships (GET /v1/org/member/organizations,
 * as on the Organizations tab): balances are per organization, so a master looking at all organizations, or at
 * one they are not a member of, is told why there are none rather than shown another organization's.
 */
export function dashboardBalances(
  scope: Pick<Scope, 'orgId' | 'masterOrgId'>,
  memberships: readonly Organization[],
): DashboardBalances {
  if (scope.masterOrgId === '')
    return {
      unavailable:
        'Balances are kept per organization: choose one in the organization selector to see its balances.',
    };
  const organization = memberships.find((entry) => entry._id === subjectOf(scope));
  if (!organization) return { unavailable: 'Balances are shown to the members of this organization.' };
  return {
    organizationName: organization.name,
    balance: organization.balance,
    testBalance: organization.testBalance,
  };
}
