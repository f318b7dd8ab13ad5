import { Alert, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { verifyEmailMessages } from '../verify-email/messages/index.ts';
import { ResendVerificationEmail } from './resend-verification-email.tsx';

/**
 * Shown in the signed-in shell until the user opens the emailed verification link: invitations to other
 * organizations can only be accepted from a verified address.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const t = useT(verifyEmailMessages);
  return (
    <Alert
      color="yellow"
      variant="light"
      // a standing notice, not an interruption: a region named by its title (Mantine labels it so)
      role="region"
      mb="md"
      title={t('bannerTitle')}
      // Mantine's yellow title on the light yellow background is below 4.5:1; the body text colour is not
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb="xs">
        {t('bannerText', { email })}
      </Text>
      <ResendVerificationEmail />
    </Alert>
  );
}
