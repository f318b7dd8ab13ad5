import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { clear as clearIdb } from 'idb-keyval';
import { useApiClient } from '../../api/context.tsx';
import { showToast } from '../../lib/toast.ts';
import { useSession } from '../../session/context.tsx';
import { logoutTarget } from '../../session/next-path.ts';
import { clearPendingMfa } from '../../session/pending-mfa.ts';
import { scopeStore } from '../../session/scope.ts';

/** Removes the persisted query cache (IndexedDB, idb-keyval's store); absent storage is nothing to clear. */
async function clearPersistedCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clearIdb().catch(() => undefined);
}

/**
 * Logs the user out (SPEC §2, §3, §8): POST /v1/auth/logout with the refresh token (the provider then refuses
 * this sign-in's tokens), toast 'Logout successful', every session cookie, the query cache, its persisted
 * copy and the session's browser data removed, then `/` or `/?next=<path>`. Works offline: the local state
 * is always cleared, whatever the network says.
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    const refreshToken = session.refreshToken();
    if (refreshToken) {
      await api.POST('/v1/auth/logout', { body: { refreshToken } }).catch(() => undefined);
    }
    // the browser's path, not the router's: SPEC §2 speaks of the current path as the user sees it
    const target = logoutTarget(window.location.pathname);
    // cookies and claims go first, but the scope store is told only after the shell has left the screen:
    // told earlier, the still-mounted organization selector would pick an organization again
    session.end();
    clearPendingMfa();
    await queryClient.cancelQueries();
    await router.navigate({ href: target, replace: true });
    queryClient.clear();
    sessionStorage.clear();
    scopeStore.reload();
    await clearPersistedCache();
    showToast('Logout successful', 'success');
  }, [api, session, queryClient, router]);
}
