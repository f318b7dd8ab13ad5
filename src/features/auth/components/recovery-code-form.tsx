import { Button, Stack, TextInput } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
import { useRecoveryCodeSignIn } from '../recovery-mutations.ts';
import { FormError } from './auth-card.tsx';

/** A recovery code as typed: its dash and spaces do not matter (the provider ignores them too). */
const recoveryCodeError = (code: string) =>
  code.replace(/[\s-]/g, '').length > 0 ? null : translate(authMessages, 'recoveryCodeMissing');

interface RecoveryCodeFormProps {
  userId: string;
  challenge: string;
  onSignedIn: () => void;
  onStepEnded: () => void;
}

/** The MFA step answered with one of the recovery codes instead of the authenticator's code. */
export function RecoveryCodeForm({ userId, challenge, onSignedIn, onStepEnded }: RecoveryCodeFormProps) {
  const t = useT(authMessages);
  const signIn = useRecoveryCodeSignIn({ userId, challenge, onStepEnded });
  const form = useFormFields({ code: '' }, { code: recoveryCodeError });
  const submit = form.onSubmit(({ code }) => signIn.mutate(code, { onSuccess: onSignedIn }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('recoveryCodeForm')}>
      <Stack gap="sm">
        <TextInput
          label={t('recoveryCodeLabel')}
          description={t('recoveryCodeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          autoFocus
          required
          {...form.getInputProps('code')}
        />
        <FormError message={failureMessage(signIn.error)} />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('verify')}
        </Button>
      </Stack>
    </form>
  );
}
