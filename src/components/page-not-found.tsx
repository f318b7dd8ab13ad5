import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_PATH } from '../lib/menu.ts';

/** An address that matches no screen: said plainly, with the way back. */
export function PageNotFound() {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="sm">
          Page not found
        </Title>
        <Text mb="md">There is no page at this address.</Text>
        <Anchor component={Link} to={DASHBOARD_PATH}>
          Go to the dashboard
        </Anchor>
      </Paper>
    </Container>
  );
}
