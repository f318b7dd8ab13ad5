import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import './styles.ts';

/** The payout screen while its data loads (a first visit, a page change, a scope switch). */
export function PayoutsSkeleton() {
  const t = useT(payoutsMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Skeleton height={36} width={120} />
        </Group>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {[0, 1, 2].map((card) => (
            <Paper key={card} withBorder p="sm" radius="md">
              <Skeleton height={12} width="30%" mb={8} />
              <Skeleton height={20} width="60%" />
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          {[0, 1, 2, 3, 4].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="payout-skeleton">
              <Skeleton height={16} width="55%" mb={8} />
              <Skeleton height={12} width="80%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
