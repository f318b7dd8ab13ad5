import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';

/** The API key screen while its keys load (a first visit, a scope switch). */
export function ApiKeysSkeleton() {
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              API keys
            </Title>
            <Skeleton height={14} width={260} mt={6} />
          </div>
          <Skeleton height={36} width={140} />
        </Group>
        <VisuallyHidden role="status">Loading API keys…</VisuallyHidden>
        <Stack gap="xs">
          {[0, 1, 2, 3].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="api-key-skeleton">
              <Skeleton height={16} width="40%" mb={8} />
              <Skeleton height={12} width="75%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
