import { useEffect, useRef } from 'react';
import { Anchor, Loader, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { useOidcSettings } from '../../../session/context.tsx';
import { finishOidc, registrationTokenFor, type CallbackParams } from '../oidc.ts';
import { useAction } from '../use-action.ts';
import { useFirstFactor } from '../use-sign-in.ts';
import { AuthCard, FormError } from './auth-card.tsx';

interface OidcCallbackProps extends CallbackParams {
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

/** Back from the identity provider: a known identity signs in, a new one gets an account first. */
export function OidcCallback({ onSignedIn, onMfaStep, ...params }: OidcCallbackProps) {
  const api = useApiClient();
  const settings = useOidcSettings();
  const firstFactor = useFirstFactor();
  const started = useRef(false);
  const finish = useAction(async () => {
    if (!settings) throw new Error('No identity provider is configured.');
    const { idToken, next } = await finishOidc(settings, params);
    let result;
    try {
      result = await dataOf(api.POST('/v1/auth/oidc/login', { body: { idToken } }));
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      const registrationToken = await registrationTokenFor(idToken);
      result = {
        mfa_status: 'skipped' as const,
        ...(await dataOf(api.POST('/v1/auth/oidc/register', { body: { idToken, registrationToken } }))),
      };
    }
    if ((await firstFactor(result, next)) === 'done') onSignedIn(next);
    else onMfaStep();
  });

  useEffect(() => {
    // once only: the round-trip data is consumed by the first run (StrictMode runs effects twice)
    if (started.current) return;
    started.current = true;
    void finish.run();
  }, [finish]);

  return (
    <AuthCard title="Signing you in">
      {finish.error ? (
        <>
          <FormError message={finish.error} />
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
