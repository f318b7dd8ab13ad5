import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** what will happen, naming what it happens to ("Remove Ada Admin from Maya's Coffee?") */
  children: ReactNode;
  confirmLabel: string;
  /** a destructive action: the confirm button is red */
  danger?: boolean;
  pending?: boolean;
  /** the server's refusal, shown in the dialog (as text) so the user sees why nothing happened */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation before an action that cannot be undone. Cancel is focused first, so Enter never confirms
 * by accident; the confirm button is disabled while the call runs (one click, one call).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT(componentsMessages);
  const { opened, title, children, confirmLabel, danger, pending, error, onConfirm, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={title}
      centered
      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
