import { useEffect, useRef } from 'react';
import { Anchor, Loader, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage } from '../../../lib/form.ts';
import { useFinishOidc } from '../mutations.ts';
import type { CallbackParams } from '../oidc.ts';
import { AuthCard, FormError } from './auth-card.tsx';

interface OidcCallbackProps extends CallbackParams {
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

/** Back from the identity provider: a known identity signs in, a new one gets an account first. */
export function OidcCallback({ onSignedIn, onMfaStep, ...params }: OidcCallbackProps) {
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

  return (
    <AuthCard title="Signing you in">
      {finish.error ? (
        <>
          <FormError message={failureMessage(finish.error)} />
          <Anchor c="blue.9" component={Link} to="/">
            Back to sign in
          </Anchor>
        </>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Checking your identity…</Text>
        </Group>
      )}
    </AuthCard>
  );
}
