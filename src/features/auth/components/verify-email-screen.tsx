import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
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
  const t = useT(authMessages);
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
  const appLabel = signedIn ? t('continue') : t('signIn');

  if (verify.isSuccess)
    return (
      <AuthCard title={t('verifyEmailTitle')}>
        <Alert color="green" role="status">
          {t('emailVerified')}
        </Alert>
        <Button component={Link} to={appPath} fullWidth>
          {appLabel}
        </Button>
      </AuthCard>
    );

  const failure = token ? failureMessage(verify.error) : t('verifyLinkIncomplete');
  return (
    <AuthCard title={t('verifyEmailTitle')}>
      {failure ? (
        <>
          <FormError message={failure} />
          <Text size="sm" c="dimmed">
            {signedIn ? t('newLinkSignedIn') : t('newLinkSignedOut')}
          </Text>
          <Anchor component={Link} to={appPath}>
            {appLabel}
          </Anchor>
        </>
      ) : (
        <Text role="status">{t('verifyingEmail')}</Text>
      )}
    </AuthCard>
  );
}
