import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { profileMessages } from '../messages/index.ts';
import { useDisableMfa } from '../mutations.ts';

const codeError = (code: string) =>
  /^[0-9]{6}$/.test(code.replace(/\s/g, '')) ? null : translate(profileMessages, 'codeInvalid');

/** Turns MFA off with a current code: whoever holds only the session cannot weaken the account. */
export function MfaDisableForm({ onDone }: { onDone: () => void }) {
  const t = useT(profileMessages);
  const disable = useDisableMfa();
  const form = useFormFields({ code: '' }, { code: codeError });
  const submit = form.onSubmit(({ code }) =>
    disable.mutate(code.replace(/\s/g, ''), {
      onSuccess: () => {
        showToast(translate(profileMessages, 'mfaTurnedOff'), 'success');
        onDone();
      },
    }),
  );
  const failure = failureMessage(disable.error);

  return (
    <form onSubmit={submit} noValidate aria-label={t('mfaDisableForm')}>
      <Stack gap="sm" maw={420}>
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
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('turnOff')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
