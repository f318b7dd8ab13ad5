import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { profileMessages } from '../messages/index.ts';
import { useStartMfaEnrollment } from '../mutations.ts';

interface MfaEnableFormProps {
  /** where the setup screen returns once MFA is on (or skipped) */
  next: string;
  /** the step is open: the route takes the user to the setup screen */
  onStarted: () => void;
  onCancel: () => void;
}

/** Confirms the password, then hands over to the sign-in's own MFA setup screen (QR code, first code). */
export function MfaEnableForm({ next, onStarted, onCancel }: MfaEnableFormProps) {
  const t = useT(profileMessages);
  const start = useStartMfaEnrollment();
  const form = useFormFields(
    { password: '' },
    { password: (value) => (value ? null : translate(profileMessages, 'currentPasswordMissing')) },
  );
  const submit = form.onSubmit(({ password }) => start.mutate({ password, next }, { onSuccess: onStarted }));
  const failure = failureMessage(start.error);

  return (
    <form onSubmit={submit} noValidate aria-label={t('mfaEnableForm')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('mfaEnableIntro')}</Text>
        <PasswordInput
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={start.isPending}>
            {t('continue')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
