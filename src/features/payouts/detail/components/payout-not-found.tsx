import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * An id the provider does not know here: unknown, another organization's or the other environment's. The
 * page says only that (never what another organization's payout holds) and how to look elsewhere.
 */
export function PayoutNotFound() {
  return (
    <Container size="md" py="lg" px={0}>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={1} size="h2">
            Payout not found
          </Title>
          <Text size="sm" maw={460}>
            There is no such payout in the current organization and environment. It may belong to another
            organization, or to the other environment: switch there from the header to open it.
          </Text>
          <Anchor component={Link} to="/manage/payout/" size="sm">
            Back to payouts
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
