import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/** The API key screen while its keys load (a first visit, a scope switch). */
export function ApiKeysSkeleton() {
  const t = useT(apiKeysMessages);
  const screen = useT(screenMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {screen('apiKeysHeading')}
            </Title>
            <Skeleton height={14} width={260} mt={6} />
          </div>
          <Skeleton height={36} width={140} />
        </Group>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
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
