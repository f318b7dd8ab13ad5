import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { notificationsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/** The notifications page while its data loads (a first visit, a page change, a scope switch). */
export function NotificationsSkeleton() {
  const t = useT(notificationsMessages);
  const tScreen = useT(screenMessages);
  return (
    <Container size="md" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {tScreen('notificationsHeading')}
          </Title>
          <Skeleton height={14} width={140} mt={6} />
        </div>
        <VisuallyHidden role="status">{t('loadingScreen')}</VisuallyHidden>
        <Stack gap="xs">
          {[0, 1, 2, 3, 4].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="notification-skeleton">
              <Skeleton height={16} width="45%" mb={8} />
              <Skeleton height={12} width="70%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
