import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';

/** The on-ramp screen while its requests load (a first visit, a filter or page change, a scope switch). */
export function OnRampSkeleton() {
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            On-ramp requests
          </Title>
          <Skeleton height={36} width={130} />
        </Group>
        <VisuallyHidden role="status">Loading on-ramp requests…</VisuallyHidden>
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
