import { useState } from 'react';
import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { webhooksMessages } from '../messages/index.ts';
import { signingSecretQueryOptions, webhookKeys } from '../queries.ts';

/**
 * The signing secret the endpoint checks deliveries with: hidden until revealed (asked for only then), copied,
 * rotated after a confirmation. For the roles that may (the provider refuses the others).
 */
export function SigningSecretPanel({ scope }: { scope: SessionScope }) {
  const t = useT(webhooksMessages);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = useQuery({ ...signingSecretQueryOptions(api, scope), enabled: revealed });
  const rotate = useMutation({
    mutationFn: () => dataOf(api.POST('/v1/webhook/signing-secret/rotate')),
    meta: { errorToast: false },
    onSuccess: (rotated) => {
      queryClient.setQueryData(webhookKeys.secret(scope), rotated);
      setConfirming(false);
      setRevealed(true);
      showToast(t('rotated'), 'success');
    },
  });
  const value = revealed ? secret.data?.secret : undefined;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhook-secret-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="webhook-secret-title">
          {t('secretTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('secretIntro')}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {value ?? t('secretHidden')}
        </Code>
        {secret.isError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {t('secretFailed', { reason: failureMessage(secret.error) ?? '' })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            mih={44}
            loading={revealed && secret.isPending}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('hide') : t('reveal')}
          </Button>
          {value && (
            <CopyButton value={value} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  mih={44}
                  onClick={copy}
                  aria-label={t('copySecret')}
                  aria-live="polite"
                >
                  {copied ? t('copied') : t('copy')}
                </Button>
              )}
            </CopyButton>
          )}
          <OnlineOnlyButton
            action={t('rotating')}
            variant="light"
            color="red"
            mih={44}
            onClick={() => {
              rotate.reset();
              setConfirming(true);
            }}
          >
            {t('rotate')}
          </OnlineOnlyButton>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('rotateTitle')}
        confirmLabel={t('rotateConfirm')}
        danger
        pending={rotate.isPending}
        error={rotate.isError ? failureMessage(rotate.error) : null}
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      >
        {t('rotateBody')}
      </ConfirmDialog>
    </Paper>
  );
}
