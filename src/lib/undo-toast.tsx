import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { translate } from '../i18n/translate.ts';
import { libMessages } from './messages/index.ts';

// Beside toast.ts rather than in it: app.tsx imports toast.ts into the sign-in route, which needs no Undo.

interface UndoToast {
  /** one toast per undoable thing: showing the same id again replaces it */
  id: string;
  message: string;
  /** the user pressed Undo while the toast was shown */
  onUndo: () => void;
  /** the toast closed without Undo (its 5 s ran out, or the user closed it): the action is final */
  onExpire: () => void;
}

/**
 * A toast with an Undo button: bottom-right and 5 s like every toast of `showToast`
 * (docs/product/09-constants.md §9.2; paused while hovered, as Mantine's are). Exactly one of `onUndo` and
 * `onExpire` is called. Its button speaks the language of the moment it is shown, as `message` should.
 */
export function showUndoToast({ id, message, onUndo, onExpire }: UndoToast): void {
  let undone = false;
  notifications.show({
    id,
    color: 'blue',
    autoClose: 5000,
    // Mantine's close button has no name of its own (axe button-name)
    closeButtonProps: { 'aria-label': translate(libMessages, 'closeToast') },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            undone = true;
            onUndo();
            notifications.hide(id);
          }}
        >
          {translate(libMessages, 'undo')}
        </Button>
      </Group>
    ),
    onClose: () => {
      if (!undone) onExpire();
    },
  });
}
