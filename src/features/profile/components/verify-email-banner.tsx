import { Alert, Text } from '@mantine/core';
import { ResendVerificationEmail } from './resend-verification-email.tsx';

/**
 * Shown in the signed-in shell until the user opens the emailed verification link: invitations to other
 * organizations can only be accepted from a verified address.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      // a standing notice, not an interruption: a region named by its title (Mantine labels it so)
      role="region"
      mb="md"
      title="Verify your email address"
      // Mantine's yellow title on the light yellow background is below 4.5:1; the body text colour is not
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb="xs">
        We sent a verification link to {email}. Open it to confirm the address; until then you cannot accept
        invitations to other organizations.
      </Text>
      <ResendVerificationEmail />
    </Alert>
  );
}
