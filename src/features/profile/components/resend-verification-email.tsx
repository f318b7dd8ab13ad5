import { Button, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { verifyEmailMessages } from '../verify-email/messages/index.ts';
import { useResendVerificationEmail } from '../verification.ts';

/** "Resend email" for the verification link, with the server's answer (sent, or how long to wait) as text. */
export function ResendVerificationEmail() {
  const t = useT(verifyEmailMessages);
  const resend = useResendVerificationEmail();
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('resend')}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {resend.data.message}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red.8" role="alert">
          {resend.error.message}
        </Text>
      )}
    </Stack>
  );
}
