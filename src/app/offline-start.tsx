import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { brandForHost } from '../shared/brands.ts';
import { useT } from '../i18n/translate.ts';
import { createAppTheme } from './theme.ts';
import { appMessages } from './messages/index.ts';

/**
 * The tries after the browser says the network is back, apart: it says so before the connection is always
 * usable (and the worker's network may come back a moment after the page's).
 */
const AUTO_RETRY_DELAYS_MS = [0, 1000, 3000];

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shown instead of the app when its configuration could not be fetched and none is saved on this device (the
 * first start offline, or the server unreachable): not a misconfiguration, so no error wording, and a way back
 * in. It is in the entry bundle, so it stays small: the host's brand from the static table (the provider's
 * brand cannot be asked for), the Mantine components ConfigError already uses. `onRetry` starts the app again
 * (a failed start renders this screen again, the same instance); it runs on the button and by itself when the
 * browser says the network is back, never twice at once. It speaks the page's language when its catalog could
 * load (src/main.tsx waits for it), English otherwise: its words are in the entry, never fetched.
 */
export function OfflineStart({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const t = useT(appMessages);
  const brand = brandForHost(typeof location === 'undefined' ? 'localhost' : location.hostname);
  const [online, setOnline] = useState(isOnline);
  const [retrying, setRetrying] = useState(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const retry = useCallback(() => {
    setRetrying(true);
    inFlight.current ??= onRetry().finally(() => {
      inFlight.current = null;
      setRetrying(false);
      setOnline(isOnline());
    });
    return inFlight.current;
  }, [onRetry]);

  useEffect(() => {
    // until the app replaces this screen (a start that worked unmounts it)
    let shown = true;
    const back = async () => {
      setOnline(true);
      for (const delay of AUTO_RETRY_DELAYS_MS) {
        await wait(delay);
        if (!shown || !isOnline()) return;
        await retry();
      }
    };
    const onOnline = () => void back();
    const gone = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', gone);
    return () => {
      shown = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', gone);
    };
  }, [retry]);

  return (
    <MantineProvider theme={createAppTheme(brand, null)}>
      <Container component="main" size="xs" py="xl">
        <Stack align="center" gap="lg" ta="center">
          <img src={brand.logo} alt={brand.name} height={36} />
          <Title order={1} size="h3">
            {online ? t('unreachableTitle', { brand: brand.name }) : t('noConnection')}
          </Title>
          <Text role="alert">{online ? t('unreachable') : t('offlineStart')}</Text>
          <Button size="lg" loading={retrying} onClick={() => void retry()}>
            {t('retry')}
          </Button>
        </Stack>
      </Container>
    </MantineProvider>
  );
}
