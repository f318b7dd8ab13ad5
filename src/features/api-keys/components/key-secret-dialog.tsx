import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyTextButton } from './copy-text-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';

export interface RevealedSecret {
  name: string;
  secret: string;
}

interface KeySecretDialogProps {
  /** the new key's secret; null when there is none to show (the dialog is closed) */
  revealed: RevealedSecret | null;
  onClose: () => void;
}

/**
 * Shows a new key's secret, the one time the provider gives it, with Copy and a warning. It closes only
 * through its button or Escape (not a stray click outside), and the screen forgets the secret when it does.
 */
export function KeySecretDialog({ revealed, onClose }: KeySecretDialogProps) {
  const t = useT(apiKeysMessages);
  return (
    <Modal
      opened={revealed !== null}
      onClose={onClose}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={revealed ? t('secretTitle', { name: revealed.name }) : t('secret')}
      centered
    >
      {revealed && (
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            title={t('copyNow')}
            // Mantine's yellow title reads 2.7:1 on its light background: the title takes the text colour
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('secretWarning')}
          </Alert>
          <Text size="sm" fw={600} id="new-key-secret-label">
            {t('secretKey')}
          </Text>
          <Code
            block
            aria-labelledby="new-key-secret-label"
            data-testid="new-key-secret"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {revealed.secret}
          </Code>
          <Group justify="space-between" gap="sm">
            <CopyTextButton value={revealed.secret} label={t('copySecret')} withText />
            <Button variant="default" onClick={onClose}>
              {t('done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
