import { Alert, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { notificationSettingsMessages } from './messages/index.ts';
import { hourText, type NotificationPreferences } from './model.ts';
import { currenciesQueryOptions, notificationPreferencesQueryOptions } from './queries.ts';
import { SettingsForm } from './settings-form.tsx';
import './styles.ts';

/** The anchor a link to the settings names: /manage/profile#notification-settings. */
const NOTIFICATION_SETTINGS_ID = 'notification-settings';
const TITLE_ID = 'notification-settings-title';

/**
 * The profile's notification settings (issue 32), a section of their own: the answer first (quiet hours and
 * digest in one line), then the form. Loaded beside the profile, not with it: a failure here says so with Try
 * again and leaves the rest of the profile usable; offline, where the settings were never loaded, it says they
 * need a connection.
 */
export function NotificationSettings({ scope }: { scope: SessionScope }) {
  const t = useT(notificationSettingsMessages);
  const api = useApiClient();
  const preferences = useQuery(notificationPreferencesQueryOptions(api, scope));
  const currencies = useQuery(currenciesQueryOptions(api, scope));
  const failed = preferences.error ?? currencies.error;
  const waiting = preferences.fetchStatus === 'paused' || currencies.fetchStatus === 'paused';

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      id={NOTIFICATION_SETTINGS_ID}
      aria-labelledby={TITLE_ID}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={TITLE_ID}>
            {t('title')}
          </Title>
          {preferences.data && <Summary preferences={preferences.data} />}
        </div>
        {preferences.data && currencies.data ? (
          <SettingsForm saved={preferences.data} currencies={currencies.data} labelledBy={TITLE_ID} />
        ) : failed ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" mb="sm">
              {t('loadFailed')} {failureMessage(failed)}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                if (preferences.error) void preferences.refetch();
                if (currencies.error) void currencies.refetch();
              }}
            >
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : waiting ? (
          <Text size="sm" c="dimmed">
            {t('needsConnection')}
          </Text>
        ) : (
          <div aria-busy="true">
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <Skeleton height={16} width="60%" mb={12} />
            <Skeleton height={160} mb={12} />
            <Skeleton height={36} width={200} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** "Quiet 22:00–07:00 · Digest at 08:00 Europe/Paris": what the saved settings do, in one line. */
function Summary({ preferences }: { preferences: NotificationPreferences }) {
  const t = useT(notificationSettingsMessages);
  const { quietHours, digest, timeZone } = preferences;
  return (
    <Text size="sm" c="dimmed" data-testid="notification-settings-summary">
      {t('summary', {
        quiet: quietHours.enabled ? 'on' : 'off',
        start: quietHours.start,
        end: quietHours.end,
        digest: digest.enabled ? 'on' : 'off',
        hour: hourText(digest.hour),
        timeZone,
      })}
    </Text>
  );
}
