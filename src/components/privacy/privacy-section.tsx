import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { setAmountsHidden, setStartHidden, usePrivacySettings } from '../../lib/privacy.ts';
import { privacyMessages } from './messages/index.ts';

/**
 * The profile's privacy settings (issue 32): hide amounts now (the header's eye does the same), and start every
 * opening of the app with them hidden. Settings of this device, saved at once.
 */
export function PrivacySection() {
  const t = useT(privacyMessages);
  const { hidden, startHidden } = usePrivacySettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-title">
      <Title order={2} size="h4" mb="xs" id="privacy-title">
        {t('sectionTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('sectionIntro')}
      </Text>
      <Stack gap="sm">
        <Switch
          size="md"
          checked={hidden}
          onChange={(event) => setAmountsHidden(event.currentTarget.checked)}
          label={t('hideAmountsNow')}
          description={t('hideAmountsNowHint')}
        />
        <Switch
          size="md"
          checked={startHidden}
          onChange={(event) => setStartHidden(event.currentTarget.checked)}
          label={t('startHidden')}
          description={t('startHiddenHint')}
        />
      </Stack>
    </Paper>
  );
}
