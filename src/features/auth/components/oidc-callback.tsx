import { useEffect, useRef } from 'react';
import { Anchor, Loader, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { authMessages, type AuthMessage } from '../messages/index.ts';
import { useFinishOidc } from '../mutations.ts';
import { OidcFailure, type CallbackParams, type OidcFailureReason } from '../oidc.ts';
import { AuthCard, FormError } from './auth-card.tsx';

interface OidcCallbackProps extends CallbackParams {
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

/** What the screen says when the identity provider's sign-in did not finish. */
const FAILURES: Record<OidcFailureReason, AuthMessage> = {
  linkExpired: 'oidcLinkExpired',
  cancelled: 'oidcCancelled',
  refused: 'oidcRefused',
  wrongAnswer: 'oidcWrongAnswer',
  notConfigured: 'oidcNotConfigured',
};

/** Back from the identity provider: a known identity signs in, a new one gets an account first. */
export function OidcCallback({ onSignedIn, onMfaStep, ...params }: OidcCallbackProps) {
  const t = useT(authMessages);
  const started = useRef(false);
  const finish = useFinishOidc();
  const { mutate } = finish;

  useEffect(() => {
    // once only: the round-trip data is consumed by the first run (StrictMode runs effects twice)
    if (started.current) return;
    started.current = true;
    mutate(params, {
      onSuccess: ({ outcome, next }) => (outcome === 'done' ? onSignedIn(next) : onMfaStep()),
    });
  }, [mutate, params, onSignedIn, onMfaStep]);

  const failure =
    finish.error instanceof OidcFailure ? t(FAILURES[finish.error.reason]) : failureMessage(finish.error);

  return (
    <AuthCard title={t('oidcTitle')}>
      {failure ? (
        <>
          <FormError message={failure} />
          <Anchor component={Link} to="/">
            {t('backToSignIn')}
          </Anchor>
        </>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('oidcChecking')}</Text>
        </Group>
      )}
    </AuthCard>
  );
}
