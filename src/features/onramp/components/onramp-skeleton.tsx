import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { onRampMessages } from '../messages/index.ts';
import './styles.ts';

/** The on-ramp screen while its requests load (a first visit, a filter or page change, a scope switch). */
export function OnRampSkeleton() {
  const t = useT(onRampMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Skeleton height={36} width={130} />
        </Group>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton height={36} width={220} />
        <Stack gap="xs">
          {[0, 1, 2, 3, 4].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="onramp-skeleton">
              <Skeleton height={16} width="55%" mb={8} />
              <Skeleton height={12} width="80%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
