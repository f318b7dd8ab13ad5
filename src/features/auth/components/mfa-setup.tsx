// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { toDataURL } from 'qrcode';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { useSession } from '../../../session/context.tsx';
import { establishSession } from '../../../session/establish.ts';
import { withinMfaStep } from '../mfa-step.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OtpField, otpError } from './otp-field.tsx';

interface MfaSetupProps {
  userId: string;
  /** the login's MFA challenge */
  challenge: string;
  next: string;
  onSignedIn: (next: string) => void;
}

/** MFA setup after a first sign-in: scan the QR code (or type the secret), confirm one code — or skip. */
export function MfaSetup({ userId, challenge, next, onSignedIn }: MfaSetupProps) {
  const api = useApiClient();
  const session = useSession();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const requested = useRef(false);
  // the server ended this step (expired, or too many wrong codes): only signing in again helps
  const [ended, setEnded] = useState(false);
  const endStep = () => setEnded(true);
  // the secret is never cached or persisted: it lives in this component's state only
  const start = useAction(async () => {
    const data = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/set', { body: { id: userId, challenge } })),
      endStep,
    );
    setSetup({ secret: data.secret, qr: await toDataURL(data.otpauthUrl, { margin: 1, width: 200 }) });
  });
  const verify = useAction(async () => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/verify-otp', { body: { id: userId, challenge, otp: code } })),
      endStep,
    );
    await establishSession(session, result.tokens);
    onSignedIn(next);
  });
  const skip = useAction(async () => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/skip', { body: { id: userId, challenge } })),
      endStep,
    );
    await establishSession(session, result.tokens);
    onSignedIn(next);
  });

  useEffect(() => {
    // one secret per visit (StrictMode runs effects twice; a second call would replace the first secret)
    if (requested.current) return;
    requested.current = true;
    void start.run();
  }, [start]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = otpError(code);
    setFieldError(found);
    if (!found) void verify.run();
  }

  return (
    <AuthCard
      title="Set up two-step verification"
      description="Protect your account with a code from an authenticator app each time you sign in."
    >
      <FormError message={start.error} />
      {!setup && !start.error && <Loader size="sm" aria-label="Preparing your secret" />}
      {setup && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
            <Image src={setup.qr} alt="QR code to add this account to an authenticator app" w={200} h={200} />
            <Text size="sm">Or type this secret in the app:</Text>
            <Code block style={{ wordBreak: 'break-all' }} data-testid="mfa-secret">
              {setup.secret}
            </Code>
            <Text size="sm">2. Enter the code the app shows.</Text>
            <OtpField value={code} onChange={setCode} error={fieldError} />
            <FormError message={verify.error} />
            <Button type="submit" loading={verify.pending} fullWidth>
              Verify and turn on
            </Button>
          </Stack>
        </form>
      )}
      <FormError message={skip.error} />
      {ended ? (
        <Anchor c="blue.9" component={Link} to="/" size="sm">
          Back to sign in
        </Anchor>
      ) : (
        <Group justify="center">
          <Button variant="subtle" c="blue.9" onClick={() => void skip.run()} loading={skip.pending}>
            Skip for now
          </Button>
        </Group>
      )}
    </AuthCard>
  );
}
