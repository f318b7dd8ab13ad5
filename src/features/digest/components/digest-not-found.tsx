import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { digestMessages } from '../messages/index.ts';

/**
 * A digest the provider does not give this user: another user's, one of an organization they left, or an
 * unknown id. The page says only that (never what another's digest holds) and where digests are announced.
 */
export function DigestNotFound() {
  const t = useT(digestMessages);
  return (
    <Container size="md" py="lg" px={0}>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={1} size="h2">
            {t('notFoundTitle')}
          </Title>
          <Text size="sm" maw={460}>
            {t('notFoundBody')}
          </Text>
          <Anchor component={Link} to="/main/notification" className="bo-digest-link">
            {t('openNotifications')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
