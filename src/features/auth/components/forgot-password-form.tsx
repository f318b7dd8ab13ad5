import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
import { emailError } from '../model.ts';
import { useForgotPassword } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const t = useT(authMessages);
  const send = useForgotPassword();
  const form = useFormFields({ email: '' }, { email: emailError });
  const submit = form.onSubmit(({ email }) => send.mutate(email));

  return (
    <AuthCard title={t('forgotTitle')} description={t('forgotDescription')}>
      {send.isSuccess ? (
        // the provider's own words (the same whether or not the address has an account)
        <Alert color="green" role="status">
          {send.data}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <FormError message={failureMessage(send.error)} />
            <Button type="submit" loading={send.isPending} fullWidth>
              {t('sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/" size="sm">
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
