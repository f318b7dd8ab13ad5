import { useEffect, useLayoutEffect } from 'react';
import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../api/errors.ts';
import { useT } from '../i18n/translate.ts';
import { libMessages } from '../lib/messages/index.ts';
import { isOfflineError } from '../lib/offline.ts';
import { dismissSavedScreen } from '../lib/saved-screen.ts';
import { useScreenFailed } from '../components/paint-first.tsx';

/**
 * A screen's `errorComponent`: what failed, in the provider's words when it gave any (as text), and Try again,
 * which re-runs the screen's loaders. The query error boundary is reset first, so a query that failed while
 * rendering (`useSuspenseQuery`) fetches again instead of rethrowing its cached error.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT(libMessages);
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  // the screen the page painted before the app (src/lib/saved-screen.ts) gives way to what failed
  useLayoutEffect(dismissSavedScreen, []);
  // and it is not a screen to save for the next start
  useScreenFailed();
  useEffect(() => queryErrorBoundary.reset(), [queryErrorBoundary]);
  // offline, whatever failed (data never loaded, a screen's code never downloaded) needs the connection
  if (isOfflineError(error) || !navigator.onLine) return <NeedsConnection reset={reset} />;
  const message = isApiError(error) ? error.message : t('somethingWentWrongSentence');

  return (
    <Container size="md" py="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('pageNotLoaded')}
      </Title>
      <Alert color="red" variant="light" role="alert">
        <Text size="sm" mb="sm">
          {message}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}

/**
 * A screen never loaded on this device, opened offline: said plainly (not a network error), and loaded by
 * itself when the connection comes back.
 */
function NeedsConnection({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const t = useT(libMessages);
  const router = useRouter();
  useEffect(() => {
    const retry = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [reset, router]);
  return (
    <Container size="md" py="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('needsConnection')}
      </Title>
      <Alert color="yellow" variant="light" role="status">
        <Text size="sm">{t('loadsWhenBackOnline')}</Text>
      </Alert>
    </Container>
  );
}
