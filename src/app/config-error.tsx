import { Alert, Container, MantineProvider } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { theme } from './theme.ts';
import { appMessages } from './messages/index.ts';

/**
 * Shown instead of a blank screen when the app cannot start (missing or malformed /config.json): `message` says
 * why. In the page's language when its catalog could load (src/main.tsx waits for it), English otherwise.
 */
export function ConfigError({ message }: { message: string }) {
  const t = useT(appMessages);
  return (
    <MantineProvider theme={theme}>
      <Container size="sm" py="xl">
        <Alert color="red" title={t('cannotStart')} role="alert">
          {message}
        </Alert>
      </Container>
    </MantineProvider>
  );
}
