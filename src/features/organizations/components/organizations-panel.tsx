import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import { markupPercent } from '../balance-lines.ts';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCurrentUser } from '../../../session/current-user.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { useSwitchOrganization } from '../mutations.ts';
import { masterOrganizationsQueryOptions, memberOrganizationsQueryOptions } from '../queries.ts';
import { CurrentOrganizationSettings } from './current-organization-settings.tsx';
import { MasterOrganizations } from './master-organizations.tsx';
import { OrganizationCard } from './organization-card.tsx';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

/**
 * The Organizations tab: the user's organizations with owner, members and balances
 * (docs/product/09-constants.md §9.1), the current one's settings, and for a master every organization. Reads
 * what the route's loader primed.
 */
export function OrganizationsPanel({ scope }: { scope: SessionScope }) {
  const t = useT(organizationsMessages);
  const api = useApiClient();
  const { isMaster } = useCurrentUser();
  const { data: organizations, dataUpdatedAt } = useSuspenseQuery(
    memberOrganizationsQueryOptions(api, scope),
  );
  const switchOrganization = useSwitchOrganization();
  const switchingId = switchOrganization.isPending ? (switchOrganization.variables?.id ?? null) : null;
  const current = organizations.find((organization) => organization._id === scope.orgId);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('yourOrganizations')}
        </Title>
        <DataAsOf updatedAt={dataUpdatedAt} />
        {organizations.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('balancesNote', { percent: markupPercent() })}
          </Text>
        )}
        {organizations.length === 0 ? (
          <EmptyState title={t('noMembershipTitle')} description={t('noMembershipText')} order={3} />
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('yourOrganizations')}
          >
            {organizations.map((organization) => (
              <OrganizationCard
                key={organization._id}
                organization={organization}
                env={scope.env}
                current={organization._id === scope.orgId}
                switching={switchingId === organization._id}
                onSetCurrent={() =>
                  switchOrganization.mutate({ id: organization._id, name: organization.name, isMaster })
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {isMaster ? (
        <MasterPart
          scope={scope}
          switchingId={switchingId}
          onView={(id, name) => switchOrganization.mutate({ id, name, isMaster })}
        />
      ) : (
        current && <CurrentOrganizationSettings scope={scope} organization={current} />
      )}
    </Stack>
  );
}

interface MasterPartProps {
  scope: SessionScope;
  switchingId: string | null;
  onView: (id: string, name: string) => void;
}

/** A master's view: every organization, and the settings of the one the provider holds as current. */
function MasterPart({ scope, switchingId, onView }: MasterPartProps) {
  const api = useApiClient();
  const { data: all } = useSuspenseQuery(masterOrganizationsQueryOptions(api, scope));
  const { data: memberships } = useSuspenseQuery(memberOrganizationsQueryOptions(api, scope));
  const current =
    memberships.find((org) => org._id === scope.orgId) ?? all.find((org) => org._id === scope.orgId);
  return (
    <>
      <MasterOrganizations
        organizations={all}
        selectedId={scope.masterOrgId ?? ''}
        switchingId={switchingId}
        onView={(organization) => onView(organization._id, organization.name)}
      />
      {current && <CurrentOrganizationSettings scope={scope} organization={current} />}
    </>
  );
}
