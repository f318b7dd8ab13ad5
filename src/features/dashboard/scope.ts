import type { components } from '../../shared/provider-schema.gen.ts';
import type { Scope } from '../../session/scope.ts';
import { scopeSubject } from '../../session/scope-name.ts';
import type { DashboardBalances } from './components/balances-card.tsx';

type Organization = components['schemas']['Organization'];

/**
 * The balances the dashboard can show. They come with the user's memberships (GET /v1/org/member/organizations,
 * as on the Organizations tab): balances are per organization, so a master looking at all organizations, or at
 * one they are not a member of, is told why there are none rather than shown another organization's.
 */
export function dashboardBalances(
  scope: Pick<Scope, 'orgId' | 'masterOrgId'>,
  memberships: readonly Organization[],
): DashboardBalances {
  if (scope.masterOrgId === '') return { unavailable: 'choose-organization' };
  const organization = memberships.find((entry) => entry._id === scopeSubject(scope));
  if (!organization) return { unavailable: 'members-only' };
  return {
    organizationName: organization.name,
    balance: organization.balance,
    testBalance: organization.testBalance,
  };
}
