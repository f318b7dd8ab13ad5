import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../i18n/translate.ts';
import { libMessages } from '../lib/messages/index.ts';

/**
 * The router's error view where a screen's own (RouteError, split off with each screen) cannot be shown:
 * offline, a screen never opened on this device has neither its code nor its error view. Plain elements, so
 * the entry that every first visit downloads carries almost nothing for it. Offline it says the screen needs a
 * connection and loads it again when the connection is back; otherwise it offers a reload.
 */
export function DefaultError(_props: ErrorComponentProps) {
  const t = useT(libMessages);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  useEffect(() => {
    if (!offline) return;
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline]);
  return (
    <div role="status" style={{ padding: 'var(--mantine-spacing-lg, 1rem)' }}>
      <h1 style={{ fontSize: 'var(--mantine-h2-font-size, 1.625rem)', marginTop: 0 }}>
        {offline ? t('needsConnection') : t('pageNotLoaded')}
      </h1>
      <p>
        {offline ? (
          t('loadsWhenBackOnline')
        ) : (
          <>
            {t('somethingWentWrongSentence')}{' '}
            <button type="button" onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
