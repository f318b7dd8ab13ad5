import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_PATH } from '../lib/menu.ts';

/**
 * An address that matches no screen: said plainly, with the way back. Signed in, the way back is the
 * dashboard (the shell around it keeps the menu at hand); signed out, it is the sign-in screen, since the
 * dashboard would only send the user there.
 */
export function PageNotFound({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="sm">
          Page not found
        </Title>
        <Text mb="md">
          There is no page at this address. It may have been mistyped, or the link that led here is out of
          date.
        </Text>
        {signedOut ? (
          <Anchor component={Link} to="/">
            Sign in
          </Anchor>
        ) : (
          <Anchor component={Link} to={DASHBOARD_PATH}>
            Go to the dashboard
          </Anchor>
        )}
      </Paper>
    </Container>
  );
}
