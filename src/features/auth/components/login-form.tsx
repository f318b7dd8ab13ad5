import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useSession } from '../../../session/context.tsx';
import { emailError, requiredError } from '../model.ts';
import { useLogin } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OidcButton } from './oidc-button.tsx';

interface LoginFormProps {
  /** where to go after signing in (already checked) */
  next: string;
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

/**
 * The login page of docs/product/02-screens.md §2.1: email and password, recovery, registration and the
 * external provider.
 */
export function LoginForm({ next, onSignedIn, onMfaStep }: LoginFormProps) {
  const session = useSession();
  const login = useLogin();
  const form = useFormFields(
    { email: '', password: '' },
    { email: emailError, password: (value) => requiredError(value, 'your password') },
  );
  const submit = form.onSubmit((values) =>
    login.mutate(
      { ...values, next },
      { onSuccess: (outcome) => (outcome === 'done' ? onSignedIn(next) : onMfaStep()) },
    ),
  );

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
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor c="blue.9" component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormError message={failureMessage(login.error)} />
          <Button type="submit" loading={login.isPending} disabled={!session.canVerify()} fullWidth>
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
