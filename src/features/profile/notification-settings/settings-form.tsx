import { useId, useState, type FormEvent } from 'react';
import { Alert, Group, NativeSelect, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { KindChannels } from './kind-channels.tsx';
import { LargePayments } from './large-payments.tsx';
import { LeaveGuard } from '../../../components/leave-guard/leave-guard.tsx';
import { notificationSettingsMessages } from './messages/index.ts';
import {
  draftOf,
  draftProblems,
  hourText,
  sameDraft,
  timeZoneChoices,
  toPreferences,
  type NotificationPreferences,
  type PreferencesDraft,
} from './model.ts';
import { useSaveNotificationPreferences } from './mutations.ts';
import { TimeZoneField } from './time-zone-field.tsx';

interface SettingsFormProps {
  saved: NotificationPreferences;
  currencies: readonly CurrencyPrecision[];
  /** the section's heading, which names the form */
  labelledBy: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The whole notification settings as one form with one Save: the provider replaces the document at once (PUT).
 * Checked as the provider would before sending; a refusal is shown under the form and nothing typed is lost;
 * Save is disabled while nothing changed or a save is under way; leaving with changes asks first.
 */
export function SettingsForm({ saved, currencies, labelledBy }: SettingsFormProps) {
  const t = useT(notificationSettingsMessages);
  const ids = { quiet: useId(), digest: useId(), zone: useId(), large: useId() };
  // what the form started from (the provider's last answer) and what the user made of it
  const [base, setBase] = useState(() => draftOf(saved));
  const [draft, setDraft] = useState(base);
  // once a save was tried, the problems follow the values as the user fixes them
  const [checked, setChecked] = useState(false);
  const save = useSaveNotificationPreferences();
  const dirty = !sameDraft(draft, base);
  const problems = checked ? draftProblems(draft, currencies, timeZoneChoices(saved.timeZone)) : null;
  const failure = failureMessage(save.error);
  const edit = (patch: Partial<PreferencesDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draftProblems(draft, currencies, timeZoneChoices(saved.timeZone))) return;
    save.mutate(toPreferences(draft), {
      onSuccess: (answer) => {
        const next = draftOf(answer);
        setBase(next);
        setDraft(next);
        setChecked(false);
        showToast(translate(notificationSettingsMessages, 'saved'), 'success');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <LeaveGuard dirty={dirty} message={t('changesLost')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('deliveryTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('deliveryIntro')}
          </Text>
          <KindChannels
            kinds={draft.kinds}
            onChange={(kind, channel, on) =>
              edit({ kinds: { ...draft.kinds, [kind]: { ...draft.kinds[kind], [channel]: on } } })
            }
          />
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={ids.large}>
          <Title order={3} size="h5" id={ids.large}>
            {t('largeTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('largeIntro')}
          </Text>
          <LargePayments
            rows={draft.thresholds}
            currencies={currencies}
            problems={problems?.thresholds ?? {}}
            onChange={(thresholds) => edit({ thresholds })}
          />
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={ids.quiet}>
          <Title order={3} size="h5" id={ids.quiet}>
            {t('quietTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quietExplain')}
          </Text>
          <Switch
            label={t('quietSwitch')}
            checked={draft.quietEnabled}
            onChange={(event) => edit({ quietEnabled: event.currentTarget.checked })}
          />
          <Group gap="sm" align="flex-start">
            <TextInput
              type="time"
              label={t('quietStart')}
              w={140}
              disabled={!draft.quietEnabled}
              value={draft.quietStart}
              onChange={(event) => edit({ quietStart: event.currentTarget.value })}
            />
            <TextInput
              type="time"
              label={t('quietEnd')}
              w={140}
              disabled={!draft.quietEnabled}
              value={draft.quietEnd}
              onChange={(event) => edit({ quietEnd: event.currentTarget.value })}
            />
          </Group>
          {problems?.quietHours && (
            <Text size="sm" c="red" role="alert">
              {t(problems.quietHours.key, problems.quietHours.values)}
            </Text>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={ids.digest}>
          <Title order={3} size="h5" id={ids.digest}>
            {t('digestTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('digestExplain')}
          </Text>
          <Switch
            label={t('digestSwitch')}
            checked={draft.digestEnabled}
            onChange={(event) => edit({ digestEnabled: event.currentTarget.checked })}
          />
          <NativeSelect
            label={t('digestHour')}
            w={140}
            disabled={!draft.digestEnabled}
            value={String(draft.digestHour)}
            onChange={(event) => edit({ digestHour: Number(event.currentTarget.value) })}
            data={HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) }))}
          />
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={ids.zone}>
          <Title order={3} size="h5" id={ids.zone}>
            {t('timeZoneTitle')}
          </Title>
          <TimeZoneField
            value={draft.timeZone}
            saved={saved.timeZone}
            error={problems?.timeZone && t(problems.timeZone.key)}
            onChange={(timeZone) => edit({ timeZone })}
          />
        </Stack>

        {problems && (
          <Alert color="red" variant="light" role="alert">
            {t('fixFirst')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <OnlineOnlyButton type="submit" action={t('saving')} disabled={!dirty} loading={save.isPending}>
            {t('save')}
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </form>
  );
}
