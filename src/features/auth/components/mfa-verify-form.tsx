import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
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
  const t = useT(authMessages);
  const verify = useMfaCode({ userId, challenge });
  const form = useFormFields({ code: '' }, { code: otpError });
  const submit = form.onSubmit(({ code }) => verify.mutate(code, { onSuccess: () => onSignedIn(next) }));

  return (
    <AuthCard title={t('mfaVerifyTitle')} description={t('mfaVerifyDescription')}>
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
      <Anchor c="blue.9" component={Link} to="/" size="sm">
        {t('useAnotherAccount')}
      </Anchor>
    </AuthCard>
  );
}
