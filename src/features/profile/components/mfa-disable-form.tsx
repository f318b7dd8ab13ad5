import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDisableMfa } from '../mutations.ts';

const codeError = (code: string) =>
  /^[0-9]{6}$/.test(code.replace(/\s/g, '')) ? null : 'Enter the 6 digits of the code';

/** Turns MFA off with a current code: whoever holds only the session cannot weaken the account. */
export function MfaDisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableMfa();
  const form = useFormFields({ code: '' }, { code: codeError });
  const submit = form.onSubmit(({ code }) =>
    disable.mutate(code.replace(/\s/g, ''), {
      onSuccess: () => {
        showToast('Two-step verification turned off', 'success');
        onDone();
      },
    }),
  );
  const failure = failureMessage(disable.error);

  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-step verification">
      <Stack gap="sm" maw={420}>
        <TextInput
          label="6-digit code from your authenticator app"
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
          <Button type="submit" color="red" loading={disable.isPending}>
            Turn off
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
