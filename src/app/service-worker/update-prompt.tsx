import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const PROMPT_ID = 'app-update';

/**
 * "A new version is available" with a Reload button, bottom-right (the toasts' place), until the user acts or
 * dismisses it: the update is never applied without them. One at a time (a fixed id).
 */
export function showUpdatePrompt(accept: () => void): void {
  notifications.hide(PROMPT_ID);
  notifications.show({
    id: PROMPT_ID,
    title: 'A new version is available',
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {/* the notification's description is dimmed, too faint for body text (axe color-contrast) */}
        <Text size="sm" c="var(--mantine-color-text)">
          Reload to use it. Save what you are editing first.
        </Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(PROMPT_ID);
            accept();
          }}
        >
          Reload
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss the update notice' },
  });
}
