import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage } from '../../../lib/form.ts';
import { useVerifyEmail } from '../mutations.ts';
import { DASHBOARD_PATH } from '../../../lib/menu.ts';
import { AuthCard, FormError } from './auth-card.tsx';

interface VerifyEmailScreenProps {
  /** the token of the emailed link (`/verify-email?token=`) */
  token: string;
  /** whether a session is open in this browser: the way on is the app rather than the sign-in page */
  signedIn: boolean;
  /** called once the address is verified (the route refreshes what depends on it) */
  onVerified?: () => void;
}

/** Opens the emailed verification link: posts its token once and shows the outcome as text. */
export function VerifyEmailScreen({ token, signedIn, onVerified }: VerifyEmailScreenProps) {
  const verify = useVerifyEmail();
  // The token is single-use: post it once even when React runs effects twice (StrictMode).
  const posted = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    mutate(token, { onSuccess: () => onVerified?.() });
  }, [token, mutate, onVerified]);

  const appPath = signedIn ? DASHBOARD_PATH : '/';
  const appLabel = signedIn ? 'Continue' : 'Sign in';

  if (verify.isSuccess)
    return (
      <AuthCard title="Verify your email address">
        <Alert color="green" role="status">
          Your email address is verified.
        </Alert>
        <Button component={Link} to={appPath} fullWidth>
          {appLabel}
        </Button>
      </AuthCard>
    );

  const failure = token
    ? failureMessage(verify.error)
    : 'This verification link is incomplete. Open the link from the email.';
  return (
    <AuthCard title="Verify your email address">
      {failure ? (
        <>
          <FormError message={failure} />
          <Text size="sm" c="gray.7">
            {signedIn ? 'Use “Resend email” at the top of the app' : 'Sign in and use “Resend email”'} to get
            a new link.
          </Text>
          <Anchor c="blue.9" component={Link} to={appPath}>
            {appLabel}
          </Anchor>
        </>
      ) : (
        <Text role="status">Verifying your email address…</Text>
      )}
    </AuthCard>
  );
}
