import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { useSession } from '../../../session/context.tsx';
import { emailError, requiredError } from '../model.ts';
import { useAction } from '../use-action.ts';
import { useFirstFactor } from '../use-sign-in.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OidcButton } from './oidc-button.tsx';

interface LoginFormProps {
  /** where to go after signing in (already checked) */
  next: string;
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

/** The login page of SPEC §2: email and password, recovery, registration and the external provider. */
export function LoginForm({ next, onSignedIn, onMfaStep }: LoginFormProps) {
  const api = useApiClient();
  const session = useSession();
  const firstFactor = useFirstFactor();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const login = useAction(async () => {
    const result = await dataOf(api.POST('/v1/auth/login', { body: { email: email.trim(), password } }));
    if ((await firstFactor(result, next)) === 'done') onSignedIn(next);
    else onMfaStep();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailError(email), password: requiredError(password, 'your password') };
    setErrors(found);
    if (!found.email && !found.password) void login.run();
  }

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to your merchant dashboard.">
      {!session.canVerify() && (
        <Alert color="red" role="alert" title="Sign-in is unavailable">
          The app is misconfigured: the public key that verifies sign-in tokens is missing or malformed.
          Please contact your administrator.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor c="blue.9" component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={login.error} />
          <Button type="submit" loading={login.pending} disabled={!session.canVerify()} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <OidcButton next={next} />
      <Divider />
      <Group justify="center" gap={6}>
        <span>New here?</span>
        <Anchor c="blue.9" component={Link} to="/register">
          Create account
        </Anchor>
      </Group>
    </AuthCard>
  );
}
