import { Alert, Text } from '@mantine/core';
import { useOnline } from '../lib/online.ts';
import { RichText } from '../i18n/rich-text.tsx';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

/**
 * The shell's notice while the browser is offline: what is shown is what was saved on this device, and
 * what needs the provider waits. A status region (rendered only while offline: an empty one would be a
 * nameless status on every screen), so a screen reader hears it appear. Left out of a saved screen
 * (src/lib/saved-screen.ts): whether the next start is offline is for the app to say then.
 */
export function OfflineBanner() {
  const t = useT(componentsMessages);
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      data-testid="offline-banner"
      data-saved-screen-omit
    >
      <Text size="sm">
        <RichText text={t('offline')} parts={{ strong: (chunk) => <strong>{chunk}</strong> }} />
      </Text>
    </Alert>
  );
}
