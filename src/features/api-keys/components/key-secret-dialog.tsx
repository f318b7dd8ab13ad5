import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyTextButton } from './copy-text-button.tsx';

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
  return (
    <Modal
      opened={revealed !== null}
      onClose={onClose}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={revealed ? `Secret of “${revealed.name}”` : 'Secret'}
      centered
    >
      {revealed && (
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            title="Copy it now"
            // Mantine's yellow title reads 2.7:1 on its light background: the title takes the text colour
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            This secret will not be shown again. Store it somewhere safe, such as your server&apos;s secret
            manager; if it is lost, revoke the key and create a new one.
          </Alert>
          <Text size="sm" fw={600} id="new-key-secret-label">
            Secret key
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
            <CopyTextButton value={revealed.secret} label="Copy secret" withText />
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
