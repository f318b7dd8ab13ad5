import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { webhooksMessages } from '../messages/index.ts';

/** The Webhooks screen while its deliveries load (a first visit, a scope switch, another page). */
export function WebhooksSkeleton() {
  const t = useT(webhooksMessages);
  const screen = useT(screenMessages);
  return (
    <Container size="xl" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {screen('webhooksHeading')}
          </Title>
          <Skeleton height={14} width={320} mt={6} />
        </div>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton height={36} width={260} />
        <Stack gap="xs">
          {[0, 1, 2, 3].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="webhook-skeleton">
              <Skeleton height={16} width="40%" mb={8} />
              <Skeleton height={12} width="75%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
