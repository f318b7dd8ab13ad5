import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
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
  const start = useStartMfaEnrollment();
  const form = useFormFields(
    { password: '' },
    { password: (value) => (value ? null : 'Enter your current password') },
  );
  const submit = form.onSubmit(({ password }) => start.mutate({ password, next }, { onSuccess: onStarted }));
  const failure = failureMessage(start.error);

  return (
    <form onSubmit={submit} noValidate aria-label="Turn on two-step verification">
      <Stack gap="sm" maw={420}>
        <Text size="sm">
          Confirm your password. The next screen shows a QR code for your authenticator app, then asks for one
          code; you come back here once it is on.
        </Text>
        <PasswordInput
          label="Current password"
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
            Continue
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
