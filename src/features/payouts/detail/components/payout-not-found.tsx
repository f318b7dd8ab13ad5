import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';

/**
 * An id the provider does not know here: unknown, another organization's or the other environment's. The
 * page says only that (never what another organization's payout holds) and how to look elsewhere.
 */
export function PayoutNotFound() {
  const t = useT(payoutsMessages);
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
          <Anchor component={Link} to="/manage/payout/" size="sm">
            {t('backToPayouts')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
