import { Alert, Container, MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';

/** Shown instead of a blank screen when the app cannot start (missing or malformed /config.json). */
export function ConfigError({ message }: { message: string }) {
  return (
    <MantineProvider theme={theme}>
      <Container size="sm" py="xl">
        <Alert color="red" title="The back-office cannot start" role="alert">
          {message}
        </Alert>
      </Container>
    </MantineProvider>
  );
}
