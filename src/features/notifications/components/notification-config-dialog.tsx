// extends ModalBase, which src/shell/styles.ts loads first
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { notificationsShellMessages } from '../shell/messages/index.ts';

/** The question itself: loaded only for a user whose notification configuration is empty. */
export function NotificationConfigDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT(notificationsShellMessages);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('configTitle')}
      centered
      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{t('configText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('later')}
        </Button>
        <Button component={Link} to="/manage/profile" onClick={onClose}>
          {t('completeConfig')}
        </Button>
      </Group>
    </Modal>
  );
}
