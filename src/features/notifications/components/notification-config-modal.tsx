import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Session-storage flag: the modal is shown at most once per browser session (docs/product/03-entities.md
 * §3.11).
 */
export const NOTIFICATION_MODAL_FLAG = 'notificationConfigModalShown';

// Mantine's Modal and the question's words load only for a user who is asked (most never are)
const loadDialog = () =>
  import('./notification-config-dialog.tsx').then((module) => ({ default: module.NotificationConfigDialog }));
const NotificationConfigDialog = lazy(loadDialog);

/** Whether a dialog (a form the user opened, a drawer, the palette) is on the screen now. */
function aDialogIsOpen() {
  return Array.from(document.querySelectorAll('[role="dialog"]')).some(
    // jsdom has no checkVisibility: there, a dialog in the document counts as shown
    (dialog) => dialog.checkVisibility?.() ?? true,
  );
}

/**
 * False while another dialog is open, watched only while `watching`: the question never opens over a dialog
 * the user is working in (their profile may answer after they opened one), it waits for it to close.
 */
function useNoOtherDialog(watching: boolean) {
  // known only once the effect has looked
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const check = () => setClear(!aDialogIsOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => observer.disconnect();
  }, [watching]);
  return clear;
}

/** Asks the user to complete their notification configuration when it is empty; once per session. */
export function NotificationConfigModal({ configEmpty }: { configEmpty: boolean }) {
  // Decided once, when the profile first says the configuration is empty (derived state, not an effect).
  const [decided, setDecided] = useState<boolean | null>(null);
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  if (configEmpty && decided === null) setDecided(!sessionStorage.getItem(NOTIFICATION_MODAL_FLAG));
  const clear = useNoOtherDialog(!!decided && !shown);
  if (decided && clear && !shown) setShown(true);

  useEffect(() => {
    // loaded while it waits, so it opens at once when the screen is clear
    if (decided) void loadDialog();
  }, [decided]);
  useEffect(() => {
    // counted as asked once it is on the screen, not when decided: a reload while it waited asks again
    if (shown) sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  }, [shown]);

  if (!shown) return null;
  return (
    <Suspense>
      <NotificationConfigDialog opened={!closed} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
