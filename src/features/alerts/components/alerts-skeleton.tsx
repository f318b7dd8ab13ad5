import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { alertsMessages } from '../messages/index.ts';
import './styles.ts';

/** The alerts screen while its rules and the currencies load. */
export function AlertsSkeleton() {
  const screen = useT(screenMessages);
  const t = useT(alertsMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {screen('alertsHeading')}
          </Title>
          <Skeleton height={36} width={120} />
        </Group>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton height={14} width="70%" />
        {[0, 1, 2].map((row) => (
          <Paper key={row} withBorder p="md" radius="md" data-testid="alerts-skeleton">
            <Skeleton height={16} width="55%" mb={10} />
            <Skeleton height={12} width="30%" mb={10} />
            <Skeleton height={30} width={110} />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
