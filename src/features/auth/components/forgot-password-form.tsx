import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { emailError } from '../model.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useAction(async () => {
    const result = await dataOf(api.POST('/v1/auth/forgot-password', { body: { email: email.trim() } }));
    setSent(result.message);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (!found) void send.run();
  }

  return (
    <AuthCard title="Reset your password" description="We will email you a link to choose a new password.">
      {sent ? (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
            />
            <FormError message={send.error} />
            <Button type="submit" loading={send.pending} fullWidth>
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
