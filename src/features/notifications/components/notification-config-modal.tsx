// extends ModalBase, which src/shell/styles.ts loads first
import '@mantine/core/styles/Modal.css';
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { notificationsShellMessages } from '../shell/messages/index.ts';

/**
 * Session-storage flag: the modal is shown at most once per browser session (docs/product/03-entities.md
 * §3.11).
 */
export const NOTIFICATION_MODAL_FLAG = 'notificationConfigModalShown';

/** Asks the user to complete their notification configuration when it is empty; once per session. */
export function NotificationConfigModal({ configEmpty }: { configEmpty: boolean }) {
  const t = useT(notificationsShellMessages);
  // Decided once, when the profile first says the configuration is empty (derived state, not an effect).
  const [decided, setDecided] = useState<boolean | null>(null);
  const [closed, setClosed] = useState(false);
  if (configEmpty && decided === null) setDecided(!sessionStorage.getItem(NOTIFICATION_MODAL_FLAG));

  useEffect(() => {
    if (decided) sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  }, [decided]);

  const opened = decided === true && !closed;
  const setOpened = (value: boolean) => setClosed(!value);

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('configTitle')}
      centered
      // Mantine's close button has no name of its own (axe button-name)
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{t('configText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setOpened(false)}>
          {t('later')}
        </Button>
        <Button component={Link} to="/manage/profile" onClick={() => setOpened(false)}>
          {t('completeConfig')}
        </Button>
      </Group>
    </Modal>
  );
}
