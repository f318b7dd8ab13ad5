import type { ReactNode } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import type { SessionScope } from '../../../session/scope-key.ts';
import { validateOrganizationSearch, type OrganizationTab } from '../search.ts';
import { OrganizationsPanel } from './organizations-panel.tsx';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

interface OrganizationsPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** the open tab, from the address */
  tab: OrganizationTab;
  onTabChange: (tab: OrganizationTab) => void;
  /** the user's invitations to answer, above the tabs (the team feature's, composed by the route) */
  invitations: ReactNode;
  /** the Team tab's content (the team feature's, composed by the route) */
  team: ReactNode;
}

/**
 * The organization screen: the invitations waiting for the user, then two tabs, the user's organizations
 * (with balances) and the current organization's team. Only the open tab is rendered.
 */
export function OrganizationsPage({ scope, tab, onTabChange, invitations, team }: OrganizationsPageProps) {
  const t = useT(organizationsMessages);
  const tScreen = useT(screenMessages);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {tScreen('organizationsHeading')}
        </Title>
        {invitations}
        <Tabs
          value={tab}
          onChange={(next) => onTabChange(validateOrganizationSearch({ tab: next }).tab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="organizations">{t('tabOrganizations')}</Tabs.Tab>
            <Tabs.Tab value="team">{t('tabTeam')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="organizations" pt="md">
            <OrganizationsPanel scope={scope} />
          </Tabs.Panel>
          <Tabs.Panel value="team" pt="md">
            {team}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
