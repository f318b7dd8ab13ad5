import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { MasterOrganization } from '../queries.ts';
import { LogoImage } from '../../../components/logo-image.tsx';
import { StatusPill } from './status-pill.tsx';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

interface MasterOrganizationsProps {
  organizations: readonly MasterOrganization[];
  /** the master's selection: '' = all organizations */
  selectedId: string;
  switchingId: string | null;
  onView: (organization: MasterOrganization) => void;
}

/**
 * docs/product/06-roles.md §6.1: a master sees every organization (the list has only id, name and logo) and
 * may view any one.
 */
export function MasterOrganizations({
  organizations,
  selectedId,
  switchingId,
  onView,
}: MasterOrganizationsProps) {
  const t = useT(organizationsMessages);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('allOrganizations')}
      </Title>
      {organizations.length === 0 ? (
        <EmptyState title={t('noOrganizations')} description={t('noOrganizationsText')} order={3} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('allOrganizations')}
        >
          {organizations.map((organization) => {
            const selected = organization._id === selectedId;
            return (
              <Paper
                component="li"
                key={organization._id}
                withBorder
                radius="md"
                p="sm"
                data-testid="master-organization"
              >
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <LogoImage
                      src={organization.logo}
                      alt={t('logoAlt', { name: organization.name })}
                      size={36}
                      name={organization.name}
                    />
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {organization.name}
                    </Text>
                  </Group>
                  {selected ? (
                    <StatusPill>{t('viewing')}</StatusPill>
                  ) : (
                    <Button
                      variant="light"
                      size="xs"
                      loading={switchingId === organization._id}
                      onClick={() => onView(organization)}
                      aria-label={t('viewLabel', { name: organization.name })}
                    >
                      {t('view')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
