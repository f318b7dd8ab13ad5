import { Alert, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { intlLocaleOf } from '../../../i18n/locales.ts';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields, type FieldRule } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { profileMessages } from '../messages/index.ts';
import { useSaveNotificationConfig } from '../mutations.ts';
import {
  channelDescription,
  channelError,
  channelLabel,
  channelPlaceholder,
  channelValues,
  toNotificationConfig,
} from '../notification-channels.ts';
import {
  isNotificationConfigEmpty,
  isRedactedProfile,
  notificationChannelsQueryOptions,
  profileQueryOptions,
  redactedChannels,
} from '../queries.ts';

/**
 * Where notifications reach the user: one field per channel the provider offers (GET
 * /v1/notificationConfig/names), each checked for its kind (email, https URL, chat id) before anything is sent.
 * Saved whole into the profile's notificationConfig; once one channel is filled the shell stops asking.
 */
export function NotificationConfigForm({ scope }: { scope: SessionScope }) {
  const t = useT(profileMessages);
  const api = useApiClient();
  // loaded by the route online; offline it may be missing, and the form is not shown then anyway
  const channels = useQuery(notificationChannelsQueryOptions(api, scope)).data;
  const profile = useSuspenseQuery(profileQueryOptions(api, scope)).data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notification-config-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notification-config-title">
          {t('notificationsTitle')}
        </Title>
        {isRedactedProfile(profile) || channels === undefined ? (
          <SavedChannels
            configured={
              isRedactedProfile(profile)
                ? redactedChannels(profile.notificationConfig)
                : filledChannels(profile.notificationConfig)
            }
          />
        ) : channels.length === 0 ? (
          <EmptyState order={3} title={t('noChannelsTitle')} description={t('noChannelsDescription')} />
        ) : (
          <ChannelsForm
            // a saved configuration from elsewhere (another tab) starts the form again
            key={JSON.stringify(profile.notificationConfig)}
            channels={channels}
            saved={profile.notificationConfig}
          />
        )}
      </Stack>
    </Paper>
  );
}

const filledChannels = (config: Record<string, string> | null) =>
  Object.entries(config ?? {})
    .filter(([, value]) => value.trim() !== '')
    .map(([channel]) => channel);

/**
 * The copy of the profile saved on this device knows which channels are filled, not their values (they never
 * reach the disk): it says so instead of showing a form that would start from placeholders.
 */
function SavedChannels({ configured }: { configured: string[] }) {
  const t = useT(profileMessages);
  // the names listed as the language lists them ("E-mail, Slack et Webhook"); English keeps its commas
  const list = new Intl.ListFormat(intlLocaleOf(useLocale()), { type: 'unit', style: 'long' });
  return (
    <Text size="sm">
      {configured.length === 0
        ? t('savedNoChannel')
        : t('savedChannels', { channels: list.format(configured.map(channelLabel)) })}
    </Text>
  );
}

function ChannelsForm({ channels, saved }: { channels: string[]; saved: Record<string, string> | null }) {
  const t = useT(profileMessages);
  const save = useSaveNotificationConfig();
  const [noneFilled, setNoneFilled] = useState(false);
  const rules: Record<string, FieldRule<Record<string, string>>> = Object.fromEntries(
    channels.map((channel) => [channel, (value: string) => channelError(channel, value)]),
  );
  const form = useFormFields(channelValues(channels, saved), rules);
  const submit = form.onSubmit((values) => {
    const config = toNotificationConfig(values);
    // an empty configuration counts as missing (docs/product/05-validation.md §5.2): saving it would leave
    // notifications going nowhere
    if (isNotificationConfigEmpty(config)) return setNoneFilled(true);
    save.mutate(config, {
      onSuccess: () => showToast(translate(profileMessages, 'notificationsSaved'), 'success'),
    });
  });
  const failure = failureMessage(save.error);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="notification-config-title">
      <Stack gap="sm" maw={520}>
        <Text size="sm">{t('channelsIntro')}</Text>
        {channels.map((channel) => {
          const input = form.getInputProps(channel);
          return (
            <TextInput
              key={channel}
              label={channelLabel(channel)}
              description={channelDescription(channel)}
              placeholder={channelPlaceholder(channel)}
              type={channel === 'email' ? 'email' : 'text'}
              autoComplete={channel === 'email' ? 'email' : 'off'}
              {...input}
              onChange={(event) => {
                setNoneFilled(false);
                input.onChange(event);
              }}
            />
          );
        })}
        {noneFilled && (
          <Alert color="red" variant="light" role="alert">
            {t('noneFilled')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <OnlineOnlyButton
          type="submit"
          action={t('savingNotifications')}
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('saveNotifications')}
        </OnlineOnlyButton>
      </Stack>
    </form>
  );
}
