import { useDeferredValue, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect, rootRouteId, useRouter } from '@tanstack/react-router';
import { requireSession } from '../session/guard.ts';
import { isMasterClaims } from '../session/current-user.ts';
import { linkedScope, withoutScopeParams } from '../shell/linked-scope.ts';
import { sessionScope } from '../session/scope.ts';
import { ContentLayout } from '../shell/content-layout.tsx';
import { ScreenOutlet } from '../shell/screen-outlet.tsx';
import { ProviderBrandSync } from '../features/branding/components/provider-brand-sync.tsx';
import { ProviderLanguageSync } from '../features/profile/components/provider-language-sync.tsx';
import { PageNotFound } from '../components/page-not-found.tsx';
import { StepUpSlot } from '../api/step-up-slot.tsx';
import { myInvitationsQueryOptions } from '../features/team/queries.ts';
import type { QueryLayer } from './-router-context.ts';

/**
 * Every signed-in screen lives under this pathless layout: the session guard, then the content layout. The
 * guard runs on every load (navigation, `router.invalidate()` after a scope switch), so `context.scope` of
 * the screens below is always the scope they are loaded for: user id, organization, environment, selection.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location, matches }) => {
    // an unknown address (the catch-all below) is not a reason to sign in: it has nothing behind it, so a
    // signed-out visitor is told so on the signed-out page (the root's not-found view) instead
    if (!context.session.claims() && matches.some((match) => match.routeId === '/_app/$'))
      throw notFound({ routeId: rootRouteId });
    requireSession(context.session, location);
    // a notification's link names its record's organization and environment: switched to before anything loads,
    // then the same address without them (its guard run reads the new scope)
    const linked = linkedScope(location.search as Record<string, unknown>);
    if (linked) {
      const isMaster = isMasterClaims(context.session.claims());
      return import('../shell/switch-linked-scope.ts')
        .then(({ switchToLinkedScope }) =>
          switchToLinkedScope(context.api, context.readScope(), linked, isMaster),
        )
        .then(() => {
          throw redirect({ href: withoutScopeParams(location.pathname, location.searchStr), replace: true });
        });
    }
    const scope = sessionScope(context.session.claims()?.sub, context.readScope());
    // The query cache comes with the first signed-in screen (the sign-in page never downloads it), and the
    // user's saved cache is in it before any screen's loader asks for data, so a cold start offline shows it.
    // Only here, signed in: the sign-in screen never waits for IndexedDB. Once loaded and restored, the guard
    // stays synchronous.
    const withQueries = ({ queryClient, persistence }: QueryLayer) => {
      const restoring = persistence.start(scope.userId);
      return restoring ? restoring.then(() => ({ scope, queryClient })) : { scope, queryClient };
    };
    const queries = context.queries.current();
    return queries ? withQueries(queries) : context.queries.load().then(withQueries);
  },
  // The shell's invitation notice is asked for with the screen's data, not once the shell has mounted: it
  // arrived seconds after the screen on a phone and pushed it down (a layout shift of 0.08 on the dashboard).
  loader: ({ context: { queryClient, api, scope } }) => {
    void queryClient.prefetchQuery(myInvitationsQueryOptions(api, scope));
  },
  component: AppLayout,
  // Rendered in this layout's Outlet: an unknown address keeps the shell, its menu and Log Out at hand.
  notFoundComponent: () => <PageNotFound />,
});

function AppLayout() {
  // One screen element for the life of the layout: the memoised shell then re-renders for its own reasons (the
  // user, the scope, the theme), not on every navigation; the screen's outlet follows the route by itself.
  const screen = useMemo(() => <ScreenOutlet />, []);
  // The page's first screen (the router has shown nothing yet): the shell and that screen, a few hundred
  // milliseconds of rendering on a phone, render at React's deferred priority, in slices between which the
  // browser stays responsive, rather than in one long task (the router's store updates render synchronously).
  // Nothing of the app is on screen yet to keep: at most the screen as last saved (src/lib/saved-screen.ts),
  // which stays until the app's own replaces it (rendered at once, it was one task of 0.5–1 s at 4× CPU, and
  // the signed-in dashboard's Total Blocking Time 1.3–1.9 s). After a sign-in in the same page the layout
  // renders at once, in place of the sign-in screen.
  const router = useRouter();
  const [pageStart] = useState(() => router.state.resolvedLocation === undefined);
  const ready = useDeferredValue(true, !pageStart);
  // the query cache this layout's guard loaded: the signed-in screens' only (src/app/query-layer.ts)
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  if (!ready) return null;
  return (
    <QueryClientProvider client={queryClient}>
      {/* beside the layout, not in its screen area: a scope switch does not unmount it */}
      <ProviderBrandSync />
      <ProviderLanguageSync />
      {/* asks the user to confirm it is them when a money move is refused for it (issue 33) */}
      <StepUpSlot />
      <ContentLayout>{screen}</ContentLayout>
    </QueryClientProvider>
  );
}
