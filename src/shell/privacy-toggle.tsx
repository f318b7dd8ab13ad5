import { ActionIcon } from '@mantine/core';
import { useEffect } from 'react';
import { IconEye, IconEyeOff } from '../components/icons.tsx';
import { useT } from '../i18n/translate.ts';
import { tellWorkerPrivacy, toggleAmountsHidden, useAmountsHidden } from '../lib/privacy.ts';
import { shellMessages } from './messages/index.ts';

/**
 * Alt+Shift+H (Option+Shift+H on a Mac): the physical key, since Option turns H into another character there.
 * Heard in fields too: someone may come near while the user types.
 */
function isPrivacyShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH';
}

/**
 * The header's privacy switch (issue 32): one tap hides every amount and balance, another shows them; a toggle
 * button (aria-pressed) with one name. Also tells the worker the state the app starts in (IndexedDB was cleared
 * with the last session, or another tab changed it).
 */
export function PrivacyToggle() {
  const t = useT(shellMessages);
  const hidden = useAmountsHidden();
  useEffect(() => {
    tellWorkerPrivacy();
    const onKey = (event: KeyboardEvent) => {
      if (!isPrivacyShortcut(event)) return;
      event.preventDefault();
      toggleAmountsHidden();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <ActionIcon
      variant={hidden ? 'light' : 'subtle'}
      size="lg"
      aria-label={t('hideAmounts')}
      aria-pressed={hidden}
      aria-keyshortcuts="Alt+Shift+H"
      onClick={toggleAmountsHidden}
    >
      {hidden ? <IconEyeOff /> : <IconEye />}
    </ActionIcon>
  );
}
