import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { OrganizationsPage } from '../../../../features/organizations/components/organizations-page.tsx';
import { OrganizationsSkeleton } from '../../../../features/organizations/components/organizations-skeleton.tsx';
import {
  ASSIGNABLE_ROLES,
  LEAST_POWERFUL_ROLE,
  useOrgAccess,
} from '../../../../features/organizations/permissions.ts';
import { primeOrganizationsPanel } from '../../../../features/organizations/prime.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';
import {
  memberOrganizationsQueryOptions,
  organizationKeys,
} from '../../../../features/organizations/queries.ts';
import {
  DEFAULT_ORGANIZATION_SEARCH,
  validateOrganizationSearch,
  type OrganizationTab,
} from '../../../../features/organizations/search.ts';
import { ResendVerificationEmail } from '../../../../features/profile/components/resend-verification-email.tsx';
import { MyInvitations } from '../../../../features/team/components/my-invitations.tsx';
import { TeamPanel } from '../../../../features/team/components/team-panel.tsx';
import { myInvitationsQueryOptions, primeTeamTab } from '../../../../features/team/queries.ts';
import { translate } from '../../../../i18n/translate.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import { RouteError } from '../../../-route-error.tsx';
import { validateCreateRequest, type CreateRequestSearch } from '../../../../lib/create-request.ts';

/**
 * /manage/organization/: the user's organizations (with balances) and, in the Team tab, the current
 * organization's members and invitations. The tab is in the URL (`?tab=team`), so it can be linked and
 * survives a reload; the loader primes what the open tab shows (docs/architecture.md, "A screen's data
 * flow").
 */
export const Route = createFileRoute('/_app/manage/organization/')({
  staticData: {
    // the words are read when the shell shows them, in the language of that moment
    screen: {
      get heading() {
        return translate(screenMessages, 'organizationsHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'organizationsMenu');
        },
        section: 'MANAGE',
        permission: 'Organization',
        icon: 'building',
      },
    },
  },
  validateSearch: (search: { tab?: OrganizationTab } & CreateRequestSearch & SearchSchemaInput) => ({
    ...validateOrganizationSearch(search),
    ...validateCreateRequest(search),
  }),
  search: { middlewares: [stripSearchParams(DEFAULT_ORGANIZATION_SEARCH)] },
  loaderDeps: ({ search: { tab } }) => ({ tab }),
  loader: async ({ context: { queryClient, api, scope }, deps: { tab } }) => {
    await Promise.all([
      // the screen where invitations are answered reads them again on each visit: what the shell's banner
      // cached shows at once, and an invitation sent or withdrawn since then appears
      queryClient.ensureQueryData({
        ...myInvitationsQueryOptions(api, scope),
        staleTime: 0,
        revalidateIfStale: true,
      }),
      // the Team tab's actions follow the user's role, read from the memberships: known before it paints
      tab === 'team' ? primeTeamTab(queryClient, api, scope) : undefined,
      tab === 'team' ? queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)) : undefined,
      tab === 'organizations' ? primeOrganizationsPanel(queryClient, api, scope) : undefined,
    ]);
  },
  pendingComponent: OrganizationsSkeleton,
  errorComponent: RouteError,
  component: OrganizationRoute,
});

function OrganizationRoute() {
  const queryClient = useQueryClient();
  const { scope } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrganizationsPage
      scope={scope}
      tab={tab}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }) })}
      invitations={
        <MyInvitations
          scope={scope}
          verifyAction={<ResendVerificationEmail />}
          // a joined organization appears in the list and the organization selector at once
          onAnswered={() => queryClient.invalidateQueries({ queryKey: organizationKeys.all(scope) })}
        />
      }
      team={<TeamTab scope={scope} />}
    />
  );
}

/**
 * The Team tab composed from two features: the team's lists and forms, and what the user's role in the
 * current organization allows (features never import each other). A change to the team can change the
 * user's own role or membership, so the memberships are reloaded after each.
 */
function TeamTab({ scope }: { scope: SessionScope }) {
  const queryClient = useQueryClient();
  const { api } = Route.useRouteContext();
  const access = useOrgAccess();
  const navigate = Route.useNavigate();
  const organizations = useQuery(memberOrganizationsQueryOptions(api, scope)).data;
  // unknown (not loaded): the panel says "this organization"
  const organizationName =
    organizations?.find((organization) => organization._id === scope.orgId)?.name ?? null;
  return (
    <TeamPanel
      scope={scope}
      canManage={access.can('manageTeam')}
      assignableRoles={ASSIGNABLE_ROLES}
      inviteRole={LEAST_POWERFUL_ROLE}
      organizationName={organizationName}
      onChanged={() => queryClient.invalidateQueries({ queryKey: organizationKeys.all(scope) })}
      createRequested={Route.useSearch({ select: (search) => search.new === 1 })}
      onCreateRequestHandled={() =>
        void navigate({ search: (prev) => ({ ...prev, new: undefined }), replace: true })
      }
    />
  );
}
