import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useT } from '../../i18n/translate.ts';
import { DASHBOARD_PATH } from '../../lib/menu.ts';
import { savedViewsMessages } from './messages/index.ts';
import type { SavedViewRefusal } from '../../lib/saved-views/open.ts';

/** While the share link is read (a moment: the page then becomes the list). */
export function SavedViewOpening() {
  const t = useT(savedViewsMessages);
  return (
    <Group justify="center" py="xl" gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('opening')}</Text>
    </Group>
  );
}

/**
 * A share link that does not open, said on the page (not only in a toast): refused (the view is gone, or of an
 * organization the user is not a member of) or offline, with a way on.
 */
export function SavedViewRefusalPage({ reason }: { reason: SavedViewRefusal }) {
  const t = useT(savedViewsMessages);
  const router = useRouter();
  const offline = reason === 'offline';
  return (
    <Container size="sm" py="xl" px={0}>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h3">
            {offline ? t('offlineTitle') : t('refusedTitle')}
          </Title>
          <Text size="sm">{offline ? t('offlineBody') : t('refusedBody')}</Text>
          <Group gap="sm">
            {offline && <Button onClick={() => void router.invalidate()}>{t('tryAgain')}</Button>}
            <Button component={Link} to={DASHBOARD_PATH} variant={offline ? 'default' : 'filled'}>
              {t('toDashboard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
