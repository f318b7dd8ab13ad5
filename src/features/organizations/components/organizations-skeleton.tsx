import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/** The organization screen while its organizations, balances or team load (a first visit, a scope switch). */
export function OrganizationsSkeleton() {
  const t = useT(organizationsMessages);
  const tScreen = useT(screenMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {tScreen('organizationsHeading')}
        </Title>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Group gap="lg" pb={6}>
          <Skeleton height={18} width={110} />
          <Skeleton height={18} width={50} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {[0, 1].map((card) => (
            <Paper key={card} withBorder p="md" radius="md" data-testid="organization-skeleton">
              <Group gap="sm" mb="md">
                <Skeleton height={40} width={40} radius="sm" />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={16} width="50%" />
                  <Skeleton height={12} width="35%" />
                </Stack>
              </Group>
              <Skeleton height={12} width="80%" mb={8} />
              <Skeleton height={12} width="65%" />
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
