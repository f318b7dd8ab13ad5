import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { translate } from '../../i18n/translate.ts';
import { serviceWorkerMessages } from './messages/index.ts';

const PROMPT_ID = 'app-update';

/**
 * "A new version is available" with a Reload button, bottom-right (the toasts' place), until the user acts or
 * dismisses it: the update is never applied without them. One at a time (a fixed id), in the language spoken
 * when it is shown.
 */
export function showUpdatePrompt(accept: () => void): void {
  notifications.hide(PROMPT_ID);
  notifications.show({
    id: PROMPT_ID,
    title: translate(serviceWorkerMessages, 'updateTitle'),
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {/* the notification's description is dimmed, too faint for body text (axe color-contrast) */}
        <Text size="sm" c="var(--mantine-color-text)">
          {translate(serviceWorkerMessages, 'updateMessage')}
        </Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(PROMPT_ID);
            accept();
          }}
        >
          {translate(serviceWorkerMessages, 'reload')}
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate(serviceWorkerMessages, 'dismissUpdate') },
  });
}
