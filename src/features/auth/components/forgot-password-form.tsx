import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { emailError } from '../model.ts';
import { useForgotPassword } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const form = useFormFields({ email: '' }, { email: emailError });
  const submit = form.onSubmit(({ email }) => send.mutate(email));

  return (
    <AuthCard title="Reset your password" description="We will email you a link to choose a new password.">
      {send.isSuccess ? (
        <Alert color="green" role="status">
          {send.data}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <FormError message={failureMessage(send.error)} />
            <Button type="submit" loading={send.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor c="blue.9" component={Link} to="/" size="sm">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
