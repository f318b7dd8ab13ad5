import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container (bottom-right, 5 s, at most 5), loaded with the first toast: it brings portals,
 * transitions and scroll locking the sign-in screen does not need to paint. Toasts shown before it arrives
 * wait in @mantine/notifications' store and appear when it mounts.
 */
export default function Toasts() {
  return <Notifications position="bottom-right" autoClose={5000} limit={5} />;
}
