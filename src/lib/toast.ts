import { notifications } from '@mantine/notifications';
import { translate } from '../i18n/translate.ts';
import { libMessages } from './messages/index.ts';

/** docs/product/03-entities.md §3.9 toast types: success (green) or danger (red). */
export type ToastType = 'success' | 'danger';

/**
 * Shows a toast bottom-right (bottom-left in a right-to-left page) that closes after 5 s. The message is
 * rendered as text, never as HTML, and the id is derived from type and message so the same message never
 * stacks twice at once. The message is the caller's, translated when the toast is shown.
 */
export function showToast(message: string, type: ToastType = 'success'): void {
  const id = `${type}:${message}`;
  notifications.hide(id);
  notifications.show({
    id,
    message,
    color: type === 'success' ? 'green' : 'red',
    autoClose: 5000,
    // its ✕ says what it does (axe: a button needs a name)
    closeButtonProps: { 'aria-label': translate(libMessages, 'closeToast') },
  });
}
