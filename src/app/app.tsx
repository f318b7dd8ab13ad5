import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { ApiClientProvider } from '../api/context.tsx';
import { createApiClient } from '../api/client.ts';
import { RuntimeConfigProvider } from '../api/runtime-config-context.tsx';
import type { RuntimeConfig } from '../api/runtime-config.ts';
import { createCookieSession } from '../session/cookie-session.ts';
import { SessionProvider } from '../session/context.tsx';
import { createEndSession } from '../session/end-session.ts';
import type { VerificationKey } from '../session/verify-token.ts';
import { createQueryClient } from './query-client.ts';
import { BUILD_VERSION } from '../lib/build-version.ts';
import { idbEntryStorage } from '../session/persisted-cache/entry-storage.ts';
import { createLazyQueryPersistence } from '../session/persisted-cache/lazy-persistence.ts';
import { syncOnlineManagerWithBrowser } from '../lib/offline.ts';
import { createAppRouter } from './router.ts';
import { ThemeProvider } from './theme-provider.tsx';
import { oidcSettingsOf, PRERENDERED_OIDC } from './prerender-config.ts';
import { useAfterHydration } from '../lib/hydration.ts';
import { showToast } from '../lib/toast.ts';
import type { Brand } from '../shared/brands.ts';

/**
 * Wires the session, the one API client, the query client and the router together. The token key may still be
 * importing (the sign-in screen does not wait for it); `brand` is the host's unless named (the prerender).
 */
export function createApp(
  config: RuntimeConfig,
  tokenKey: VerificationKey | null | Promise<VerificationKey | null>,
  history?: RouterHistory,
  brand?: Brand,
) {
  // a session the provider ended (refused refresh, expiry) ends like a logout, landing on the login page
  const session = createCookieSession(tokenKey, () => void endSession({ to: '/' }), handOver);
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session });
  const queryClient = createQueryClient((message) => {
    // One toast per distinct message at a time; the text is rendered as text, never as HTML.
    showToast(message, 'danger');
  });
  syncOnlineManagerWithBrowser();
  // started by the signed-in layout's guard (src/routes/_app.tsx), ended with the session
  const persistence = createLazyQueryPersistence(queryClient, {
    storage: idbEntryStorage(),
    buster: BUILD_VERSION,
  });
  const router = createAppRouter({ queryClient, api, session, persistence }, history);
  const endSession = createEndSession({
    session,
    queryClient,
    persistence,
    navigate: (href) => router.navigate({ href, replace: true }),
  });
  /**
   * Another tab signed in as someone else (the cookies are shared): this tab drops everything of its user
   * and starts again on the cookies' session, once, with a full reload so no state of the old user survives.
   */
  let handingOver = false;
  function handOver() {
    if (handingOver) return;
    handingOver = true;
    void endSession({ cookies: 'keep' }).finally(() => window.location.replace('/'));
  }
  const oidc = oidcSettingsOf(config);

  /**
   * `prerendered`: the build's server render of the sign-in screen (src/app/prerender.tsx). TanStack Router's
   * server render leaves out the Suspense boundary its browser render puts around the screen (`Matches`), so
   * the prerender adds one in its place: the markup is then exactly what the browser's first render hydrates.
   */
  function App({ prerendered = false }: { prerendered?: boolean }) {
    // the prerendered sign-in screen's button until its hydration is done (src/lib/hydration.ts)
    const shownOidc = useAfterHydration(oidc, PRERENDERED_OIDC);
    return (
      <ThemeProvider {...(brand ? { brand } : {})}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>
            <RuntimeConfigProvider config={config}>
              <SessionProvider session={session} endSession={endSession} oidc={shownOidc}>
                {prerendered ? (
                  <Suspense>
                    <RouterProvider router={router} />
                  </Suspense>
                ) : (
                  <RouterProvider router={router} />
                )}
              </SessionProvider>
            </RuntimeConfigProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </ThemeProvider>
    );
  }
  return { App, session, api, router, queryClient, endSession, persistence };
}
