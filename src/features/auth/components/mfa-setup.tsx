// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { toDataURL } from 'qrcode';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
import { RecoveryCodesPanel } from '../../../components/recovery-codes/recovery-codes-panel.tsx';
import { useMfaSecret, useSkipMfa } from '../mutations.ts';
import { useEnableMfa } from '../recovery-mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { OtpField, otpError } from './otp-field.tsx';

interface MfaSetupProps {
  userId: string;
  /** the login's MFA challenge */
  challenge: string;
  next: string;
  onSignedIn: (next: string) => void;
  /**
   * Set when a signed-in user opened this step from the profile: there is no sign-in to finish, so instead of
   * "Skip for now" the step offers "Cancel", which drops the step and goes back to `next`.
   */
  onCancel?: () => void;
}

/**
 * MFA setup after a first sign-in: scan the QR code (or type the secret), confirm one code — or skip, unless an
 * organization of the user's requires it. Turning it on shows the 10 recovery codes once, before going on.
 */
export function MfaSetup({ userId, challenge, next, onSignedIn, onCancel }: MfaSetupProps) {
  const t = useT(authMessages);
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const requested = useRef(false);
  // the server ended this step (expired, or too many wrong codes): only signing in again helps
  const [ended, setEnded] = useState(false);
  const step = { userId, challenge, onStepEnded: () => setEnded(true) };
  // the secret is never cached or persisted: it lives in this component's state only
  const start = useMfaSecret(step);
  const verify = useEnableMfa(step);
  // the recovery codes the provider returned with the session: shown until the user says they saved them
  const [codes, setCodes] = useState<string[] | null>(null);
  const skip = useSkipMfa(step);
  const form = useFormFields({ code: '' }, { code: otpError });
  const { mutate: requestSecret } = start;
  const [qrFailure, setQrFailure] = useState<unknown>(null);

  useEffect(() => {
    // one secret per visit (StrictMode runs effects twice; a second call would replace the first secret)
    if (requested.current) return;
    requested.current = true;
    requestSecret(undefined, {
      onSuccess: (data) =>
        toDataURL(data.otpauthUrl, { margin: 1, width: 200 }).then(
          (qr) => setSetup({ secret: data.secret, qr }),
          setQrFailure,
        ),
    });
  }, [requestSecret]);

  const submit = form.onSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: (received) => (received.length > 0 ? setCodes(received) : onSignedIn(next)),
    }),
  );
  const startError = failureMessage(start.error ?? qrFailure);
  // the organization that requires two-step verification of this user: no skipping then
  const requiredBy = start.data?.requiredBy?.name;

  if (codes)
    return (
      <AuthCard title={t('mfaTurnedOnTitle')} description={t('mfaTurnedOnDescription')}>
        <RecoveryCodesPanel codes={codes} onDone={() => onSignedIn(next)} />
      </AuthCard>
    );

  return (
    <AuthCard title={t('mfaSetupTitle')} description={t('mfaSetupDescription')}>
      {requiredBy && (
        <Alert color="blue" variant="light" data-testid="mfa-required-by">
          {t('mfaRequiredBy', { organization: requiredBy })}
        </Alert>
      )}
      <FormError message={startError} />
      {!setup && !startError && <Loader size="sm" role="progressbar" aria-label={t('mfaPreparingSecret')} />}
      {setup && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('mfaScanStep')}</Text>
            <Image src={setup.qr} alt={t('mfaQrAlt')} w={200} h={200} />
            <Text size="sm">{t('mfaTypeSecret')}</Text>
            <Code block style={{ wordBreak: 'break-all' }} data-testid="mfa-secret">
              {setup.secret}
            </Code>
            <Text size="sm">{t('mfaEnterCodeStep')}</Text>
            <OtpField
              value={form.values.code}
              onChange={(code) => form.setFieldValue('code', code)}
              error={form.errors.code}
            />
            <FormError message={failureMessage(verify.error)} />
            <Button type="submit" loading={verify.isPending} fullWidth>
              {t('mfaVerifyAndTurnOn')}
            </Button>
          </Stack>
        </form>
      )}
      <FormError message={failureMessage(skip.error)} />
      {onCancel ? (
        <Group justify="center">
          <Button variant="subtle" c="var(--mantine-color-anchor)" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      ) : ended || requiredBy ? (
        <Anchor component={Link} to="/" size="sm">
          {t('backToSignIn')}
        </Anchor>
      ) : (
        <Group justify="center">
          <Button
            variant="subtle"
            c="var(--mantine-color-anchor)"
            onClick={() => skip.mutate(undefined, { onSuccess: () => onSignedIn(next) })}
            loading={skip.isPending}
          >
            {t('skipForNow')}
          </Button>
        </Group>
      )}
    </AuthCard>
  );
}
