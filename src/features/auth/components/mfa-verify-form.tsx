import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { useSession } from '../../../session/context.tsx';
import { establishSession } from '../../../session/establish.ts';
import { withinMfaStep } from '../mfa-step.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OtpField, otpError } from './otp-field.tsx';

interface MfaVerifyFormProps {
  userId: string;
  /** the login's MFA challenge */
  challenge: string;
  next: string;
  onSignedIn: (next: string) => void;
}

/** The second factor of a user whose MFA is enabled. */
export function MfaVerifyForm({ userId, challenge, next, onSignedIn }: MfaVerifyFormProps) {
  const api = useApiClient();
  const session = useSession();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useAction(async () => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/verify-otp', { body: { id: userId, challenge, otp: code } })),
    );
    await establishSession(session, result.tokens);
    onSignedIn(next);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = otpError(code);
    setFieldError(found);
    if (!found) void verify.run();
  }

  return (
    <AuthCard
      title="Two-step verification"
      description="Open your authenticator app and enter the code it shows for this account."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OtpField value={code} onChange={setCode} error={fieldError} autoFocus />
          <FormError message={verify.error} />
          <Button type="submit" loading={verify.pending} fullWidth>
            Verify
          </Button>
        </Stack>
      </form>
      <Anchor c="blue.9" component={Link} to="/" size="sm">
        Use another account
      </Anchor>
    </AuthCard>
  );
}
