import { useCallback } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { showUndoToast } from '../../lib/undo-toast.tsx';
import { DISMISS_ANIMATION_MS, sendDismissal, startDismissal, undoDismissal } from './dismissals.ts';
import { useSendDismissal } from './mutations.ts';
import type { Notification } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { notificationsMessages } from './messages/index.ts';

/**
 * Dismissing a notification: it slides out for 900 ms (docs/product/09-constants.md §9.2) and is removed,
 * with an undo toast. Undo within the toast's life puts it back and nothing is sent; the dismissal goes to
 * the provider when the toast closes (or the page is left). Under reduced motion there is no slide: it is
 * removed at once.
 */
export function useDismissNotification(): (notification: Notification) => void {
  const send = useSendDismissal();
  const reducedMotion = useReducedMotion();
  const { mutate } = send;
  return useCallback(
    (notification: Notification) => {
      const id = notification._id;
      startDismissal(notification, reducedMotion ? 0 : DISMISS_ANIMATION_MS, (keepalive) =>
        mutate({ notification, keepalive }),
      );
      showUndoToast({
        id: `notification-dismissed:${id}`,
        message: translate(notificationsMessages, 'dismissed'),
        onUndo: () => undoDismissal(id),
        onExpire: () => sendDismissal(id),
      });
    },
    [mutate, reducedMotion],
  );
}
