import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { RecoveryCodesPanel } from '../../../components/recovery-codes/recovery-codes-panel.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useUserId } from '../../../session/context.tsx';
import { profileMessages } from '../messages/index.ts';
import { recoveryCodesLeftOptions, useRegenerateRecoveryCodes } from '../recovery-codes.ts';

const codeError = (code: string) =>
  /^[0-9]{6}$/.test(code.replace(/\s/g, '')) ? null : translate(profileMessages, 'codeInvalid');

/** So few codes left that the user should make new ones before they run out. */
const LOW = 3;

/**
 * The recovery codes of an account with two-step verification on: how many are left, and making a new set
 * (asks for the authenticator's current code, then shows the new codes once; the old ones stop working).
 */
export function RecoveryCodesSection() {
  const t = useT(profileMessages);
  const api = useApiClient();
  const userId = useUserId();
  // read again each time the section appears: turning MFA off and on again (or a sign-in with a code elsewhere)
  // changes the count behind this screen's back
  const left = useQuery({ ...recoveryCodesLeftOptions(api, { userId }), refetchOnMount: 'always' });
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <RecoveryCodesPanel
        codes={codes}
        headingOrder={3}
        onDone={() => {
          setCodes(null);
          setAsking(false);
        }}
      />
    );

  const remaining = left.data?.remaining;
  return (
    <Stack gap="xs" data-testid="recovery-codes-section">
      {left.isPending ? (
        <Loader size="xs" role="progressbar" aria-label={t('recoveryCodesLoading')} />
      ) : left.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red.9">
            {t('recoveryCodesLoadFailed')}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void left.refetch()}>
            {t('recoveryCodesRetry')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" fw={500} data-testid="recovery-codes-left">
          {t('recoveryCodesLeft', { count: remaining! })}
        </Text>
      )}
      {remaining !== undefined && remaining <= LOW && (
        <Alert color="yellow" variant="light">
          {t('recoveryCodesLow')}
        </Alert>
      )}
      {asking ? (
        <RegenerateForm onCodes={setCodes} onCancel={() => setAsking(false)} />
      ) : (
        <Group>
          <OnlineOnlyButton action={t('regeneratingCodes')} variant="default" onClick={() => setAsking(true)}>
            {t('regenerateCodes')}
          </OnlineOnlyButton>
        </Group>
      )}
    </Stack>
  );
}

function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT(profileMessages);
  const regenerate = useRegenerateRecoveryCodes();
  const form = useFormFields({ code: '' }, { code: codeError });
  const submit = form.onSubmit(({ code }) =>
    regenerate.mutate(code.replace(/\s/g, ''), { onSuccess: (data) => onCodes(data.recoveryCodes) }),
  );
  const failure = failureMessage(regenerate.error);
  return (
    <form onSubmit={submit} noValidate aria-label={t('regenerateForm')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('regenerateIntro')}</Text>
        <TextInput
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          {...form.getInputProps('code')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={regenerate.isPending}>
            {t('regenerateCodes')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
