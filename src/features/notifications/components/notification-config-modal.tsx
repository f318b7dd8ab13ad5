import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Session-storage flag: the modal is shown at most once per browser session (docs/product/03-entities.md
 * §3.11).
 */
export const NOTIFICATION_MODAL_FLAG = 'notificationConfigModalShown';

// Mantine's Modal and the question's words load only for a user who is asked (most never are)
const NotificationConfigDialog = lazy(() =>
  import('./notification-config-dialog.tsx').then((module) => ({ default: module.NotificationConfigDialog })),
);

/** Asks the user to complete their notification configuration when it is empty; once per session. */
export function NotificationConfigModal({ configEmpty }: { configEmpty: boolean }) {
  // Decided once, when the profile first says the configuration is empty (derived state, not an effect).
  const [decided, setDecided] = useState<boolean | null>(null);
  const [closed, setClosed] = useState(false);
  if (configEmpty && decided === null) setDecided(!sessionStorage.getItem(NOTIFICATION_MODAL_FLAG));

  useEffect(() => {
    if (decided) sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  }, [decided]);

  if (!decided) return null;
  return (
    <Suspense>
      <NotificationConfigDialog opened={!closed} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
