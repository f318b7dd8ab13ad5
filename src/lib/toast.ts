import { notifications } from '@mantine/notifications';

/** docs/product/03-entities.md §3.9 toast types: success (green) or danger (red). */
export type ToastType = 'success' | 'danger';

/**
 * Shows a toast bottom-right that closes after 5 s. The message is rendered as text, never as HTML, and the
 * id is derived from type and message so the same message never stacks twice at once.
 */
export function showToast(message: string, type: ToastType = 'success'): void {
  const id = `${type}:${message}`;
  notifications.hide(id);
  notifications.show({ id, message, color: type === 'success' ? 'green' : 'red', autoClose: 5000 });
}
