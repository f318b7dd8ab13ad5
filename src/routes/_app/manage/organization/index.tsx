import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { ScreenLoading } from '../../../../components/screen-loading.tsx';
import { OrganizationsPanel } from '../../../../features/organizations/components/organizations-panel.tsx';
import { primeOrganizationsPanel } from '../../../../features/organizations/prime.ts';
import { organizationKeys } from '../../../../features/organizations/queries.ts';
import {
  DEFAULT_ORGANIZATION_SEARCH,
  validateOrganizationSearch,
  type OrganizationTab,
} from '../../../../features/organizations/search.ts';
import { ResendVerificationEmail } from '../../../../features/profile/components/resend-verification-email.tsx';
import { MyInvitations } from '../../../../features/team/components/my-invitations.tsx';
import { TeamPanel } from '../../../../features/team/components/team-panel.tsx';
import { myInvitationsQueryOptions } from '../../../../features/team/queries.ts';
import { RouteError } from '../../../-route-error.tsx';

/**
 * /manage/organization/: the user's organizations (with balances) and, in the Team tab, the current
 * organization's members and invitations. The tab is in the URL (`?tab=team`), so it can be linked and
 * survives a reload; the loader primes what the open tab shows (README.md, the data-flow recipe).
 */
export const Route = createFileRoute('/_app/manage/organization/')({
  validateSearch: (search: { tab?: OrganizationTab } & SearchSchemaInput) =>
    validateOrganizationSearch(search),
  search: { middlewares: [stripSearchParams(DEFAULT_ORGANIZATION_SEARCH)] },
  loaderDeps: ({ search: { tab } }) => ({ tab }),
  loader: async ({ context: { queryClient, api, scope }, deps: { tab } }) => {
    await Promise.all([
      queryClient.ensureQueryData(myInvitationsQueryOptions(api, scope)),
      tab === 'organizations' ? primeOrganizationsPanel(queryClient, api, scope) : undefined,
    ]);
  },
  pendingComponent: ScreenLoading,
  errorComponent: RouteError,
  component: OrganizationPage,
});

function OrganizationPage() {
  const queryClient = useQueryClient();
  const { scope } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Organizations
        </Title>
        <MyInvitations
          scope={scope}
          verifyAction={<ResendVerificationEmail />}
          // a joined organization appears in the list and the organization selector at once
          onAnswered={() => queryClient.invalidateQueries({ queryKey: organizationKeys.all(scope) })}
        />
        <Tabs
          value={tab}
          onChange={(next) =>
            void navigate({ search: { tab: validateOrganizationSearch({ tab: next }).tab } })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="organizations">Organizations</Tabs.Tab>
            <Tabs.Tab value="team">Team</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="organizations" pt="md">
            <OrganizationsPanel scope={scope} />
          </Tabs.Panel>
          <Tabs.Panel value="team" pt="md">
            <TeamPanel scope={scope} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
