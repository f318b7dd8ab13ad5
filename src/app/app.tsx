import { Suspense } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { ApiClientProvider } from '../api/context.tsx';
import { createApiClient } from '../api/client.ts';
import { RuntimeConfigProvider } from '../api/runtime-config-context.tsx';
import type { RuntimeConfig } from '../api/runtime-config.ts';
import { createCookieSession } from '../session/cookie-session.ts';
import { SessionProvider } from '../session/context.tsx';
import { createEndSession } from '../session/end-session.ts';
import type { VerificationKey } from '../session/verify-token.ts';
import { createAppRouter } from './router.ts';
import { ThemeProvider } from './theme-provider.tsx';
import { oidcSettingsOf, PRERENDERED_OIDC } from './prerender-config.ts';
import { useAfterHydration } from '../lib/hydration.ts';
import type { Brand } from '../shared/brands.ts';
import type { QueryLayer } from '../routes/-router-context.ts';

/**
 * Wires the session, the one API client, the query cache (loaded with the first signed-in screen) and the router
 * together. The token key may still be importing (the sign-in screen does not wait for it); `brand` is the host's
 * unless named (the prerender).
 */
export function createApp(
  config: RuntimeConfig,
  tokenKey: VerificationKey | null | Promise<VerificationKey | null>,
  history?: RouterHistory,
  brand?: Brand,
) {
  // a session the provider ended (refused refresh, expiry) ends like a logout, landing on the login page; one
  // it ended with the two-step setup an organization now requires (issue 46) lands on that step
  const session = createCookieSession(
    tokenKey,
    (mfaStep) => void endSession(mfaStep ? { to: '/mfa', mfaStep } : { to: '/' }),
    handOver,
  );
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session });
  // the query cache, loaded by the signed-in layout's guard (src/routes/_app.tsx) the first time it runs
  let loadedQueries: QueryLayer | null = null;
  let loadingQueries: Promise<QueryLayer> | null = null;
  const queries = {
    current: () => loadedQueries,
    load: () =>
      (loadingQueries ??= import('./query-layer.ts').then(({ createQueryLayer }) => {
        loadedQueries = createQueryLayer();
        return loadedQueries;
      })).catch((error: unknown) => {
        // a chunk that could not load (offline, never cached) is asked for again next time
        loadingQueries = null;
        throw error;
      }),
  };
  const router = createAppRouter({ api, session, queries }, history);
  const endSession = createEndSession({
    session,
    get queryClient() {
      return loadedQueries?.queryClient;
    },
    get persistence() {
      return loadedQueries?.persistence;
    },
    navigate: (href) => router.navigate({ href, replace: true }),
    here: () => router.latestLocation.href,
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
      </ThemeProvider>
    );
  }
  return { App, session, api, router, queries, endSession };
}
