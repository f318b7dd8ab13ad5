import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useMfaCode } from '../mutations.ts';
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
  const verify = useMfaCode({ userId, challenge });
  const form = useFormFields({ code: '' }, { code: otpError });
  const submit = form.onSubmit(({ code }) => verify.mutate(code, { onSuccess: () => onSignedIn(next) }));

  return (
    <AuthCard
      title="Two-step verification"
      description="Open your authenticator app and enter the code it shows for this account."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OtpField
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code}
            autoFocus
          />
          <FormError message={failureMessage(verify.error)} />
          <Button type="submit" loading={verify.isPending} fullWidth>
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
