import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_PATH } from '../lib/menu.ts';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

/**
 * An address that matches no screen: said plainly, with the way back. Signed in, the way back is the
 * dashboard (the shell around it keeps the menu at hand); signed out, it is the sign-in screen, since the
 * dashboard would only send the user there.
 */
export function PageNotFound({ signedOut = false }: { signedOut?: boolean }) {
  const t = useT(componentsMessages);
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="sm">
          {t('pageNotFound')}
        </Title>
        <Text mb="md">{t('pageNotFoundText')}</Text>
        {signedOut ? (
          <Anchor component={Link} to="/">
            {t('signIn')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={DASHBOARD_PATH}>
            {t('goToDashboard')}
          </Anchor>
        )}
      </Paper>
    </Container>
  );
}
