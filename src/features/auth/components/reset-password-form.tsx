import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { confirmError, newPasswordError } from '../model.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** A new password chosen through the emailed link (`/reset-password?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const api = useApiClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirmation?: string | null }>({});
  const [done, setDone] = useState(false);
  const reset = useAction(async () => {
    await dataOf(api.POST('/v1/auth/reset-password', { params: { query: { token } }, body: { password } }));
    setDone(true);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirmation: confirmError(password, confirmation),
    };
    setErrors(found);
    if (!found.password && !found.confirmation) void reset.run();
  }

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
      {done ? (
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
            <NewPasswordFields
              label="New password"
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
              errors={errors}
            />
            <FormError message={reset.error} />
            <Button type="submit" loading={reset.pending} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
