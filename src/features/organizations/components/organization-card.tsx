import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Env } from '../../../session/scope.ts';
import type { Organization } from '../queries.ts';
import { OrganizationBalances } from './organization-balances.tsx';
import { LogoImage } from '../../../components/logo-image.tsx';
import { StatusPill } from './status-pill.tsx';
import { membersLine, ownerLine } from '../balance-lines.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

interface OrganizationCardProps {
  organization: Organization;
  env: Env;
  current: boolean;
  switching: boolean;
  onSetCurrent: () => void;
}

/** One membership: logo, name, owner, members and balances, and "Set as current" when it is not. */
export function OrganizationCard({
  organization,
  env,
  current,
  switching,
  onSetCurrent,
}: OrganizationCardProps) {
  const t = useT(organizationsMessages);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={organization.name}
      data-testid="organization-card"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <LogoImage
            src={organization.logo}
            alt={t('logoAlt', { name: organization.name })}
            size={48}
            name={organization.name}
          />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {organization.name}
              </Title>
              {current && <StatusPill>{t('current')}</StatusPill>}
            </Group>
            <Text size="sm">{ownerLine(organization)}</Text>
            <Text size="sm">{membersLine(organization)}</Text>
          </Stack>
        </Group>
        <OrganizationBalances organization={organization} env={env} />
        {!current && (
          <Group justify="flex-end">
            <Button
              variant="light"
              size="xs"
              onClick={onSetCurrent}
              loading={switching}
              aria-label={t('setCurrentLabel', { name: organization.name })}
            >
              {t('setCurrent')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
