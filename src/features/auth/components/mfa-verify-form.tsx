import { useState } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
import { useMfaCode } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OtpField, otpError } from './otp-field.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';

interface MfaVerifyFormProps {
  userId: string;
  /** the login's MFA challenge */
  challenge: string;
  next: string;
  onSignedIn: (next: string) => void;
}

/** The second factor of a user whose MFA is enabled: the authenticator's code, or one of the recovery codes. */
export function MfaVerifyForm({ userId, challenge, next, onSignedIn }: MfaVerifyFormProps) {
  const t = useT(authMessages);
  const [useRecovery, setUseRecovery] = useState(false);
  // the server ended this step (expired, or too many wrong codes): only signing in again helps
  const [ended, setEnded] = useState(false);
  const verify = useMfaCode({ userId, challenge, onStepEnded: () => setEnded(true) });
  const form = useFormFields({ code: '' }, { code: otpError });
  const submit = form.onSubmit(({ code }) => verify.mutate(code, { onSuccess: () => onSignedIn(next) }));

  return (
    <AuthCard
      title={useRecovery ? t('recoveryCodeTitle') : t('mfaVerifyTitle')}
      description={useRecovery ? t('recoveryCodeDescription') : t('mfaVerifyDescription')}
    >
      {useRecovery ? (
        <RecoveryCodeForm
          userId={userId}
          challenge={challenge}
          onSignedIn={() => onSignedIn(next)}
          onStepEnded={() => setEnded(true)}
        />
      ) : (
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
              {t('verify')}
            </Button>
          </Stack>
        </form>
      )}
      {!ended && (
        <Group justify="center">
          <Button
            variant="subtle"
            c="var(--mantine-color-anchor)"
            onClick={() => setUseRecovery((on) => !on)}
          >
            {useRecovery ? t('useAuthenticatorCode') : t('useRecoveryCode')}
          </Button>
        </Group>
      )}
      <Anchor component={Link} to="/" size="sm">
        {t('useAnotherAccount')}
      </Anchor>
    </AuthCard>
  );
}
