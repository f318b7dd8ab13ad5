import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { confirmError, newPasswordError } from '../model.ts';
import { useResetPassword } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** A new password chosen through the emailed link (`/reset-password?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const form = useFormFields(
    { password: '', confirmation: '' },
    { password: newPasswordError, confirmation: (value, values) => confirmError(values.password, value) },
  );
  const submit = form.onSubmit(({ password }) => reset.mutate(password));

  if (!token)
    return (
      <AuthCard title="Choose a new password">
        <FormError message="This reset link is incomplete. Ask for a new one." />
        <Anchor c="blue.9" component={Link} to="/forgot-password">
          Send a new reset link
        </Anchor>
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a new password">
      {reset.isSuccess ? (
        <>
          <Alert color="green" role="status">
            Your password has been reset. You can sign in with it now.
          </Alert>
          <Button component={Link} to="/" fullWidth>
            Sign in
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NewPasswordFields label="New password" form={form} />
            <FormError message={failureMessage(reset.error)} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
