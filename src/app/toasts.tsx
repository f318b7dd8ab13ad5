import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container (bottom-right, 5 s, at most 5), loaded with the first toast: it brings portals,
 * transitions and scroll locking the sign-in screen does not need to paint. Toasts shown before it arrives
 * wait in @mantine/notifications' store and appear when it mounts. Mirrored with the layout: in a right-to-left
 * page (Arabic, or the RTL option) they show bottom-left, at the end of the reading line as in English.
 */
export default function Toasts() {
  const { dir } = useDirection();
  return (
    <Notifications position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} autoClose={5000} limit={5} />
  );
}
