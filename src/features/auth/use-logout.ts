import { useCallback } from 'react';
import { useApiClient } from '../../api/context.tsx';
import { translate } from '../../i18n/translate.ts';
import { showToast } from '../../lib/toast.ts';
import { useEndSession, useSession } from '../../session/context.tsx';
import { logoutTarget } from '../../session/next-path.ts';
import { logoutMessages } from './logout/messages/index.ts';
import { clearAppBadge, endPushSubscription } from './push-logout.ts';

/**
 * Logs the user out (docs/product/02-screens.md §2.3, docs/product/03-entities.md §3.11,
 * docs/product/08-errors.md §8.5): POST /v1/auth/logout with the refresh token (the provider then refuses
 * this sign-in's tokens), then the one end of a session (cookies, query cache and its persisted copy, the
 * session's browser data), `/` or `/?next=<path>`, and the toast 'Logout successful'. Works offline: the
 * local state is always cleared, whatever the network says. Payout alerts end first, while the token is still
 * good (bounded: a browser or provider that does not answer holds the logout 2 s at most).
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  const session = useSession();
  const endSession = useEndSession();
  return useCallback(async () => {
    await endPushSubscription(api);
    const refreshToken = session.refreshToken();
    if (refreshToken) {
      await api.POST('/v1/auth/logout', { body: { refreshToken } }).catch(() => undefined);
    }
    // the browser's path, not the router's: docs/product/02-screens.md §2.3 speaks of the current path as the
    // user sees it
    await endSession({ to: logoutTarget(window.location.pathname) });
    clearAppBadge();
    showToast(translate(logoutMessages, 'loggedOut'), 'success');
  }, [api, session, endSession]);
}
