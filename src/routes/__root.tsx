import { useLayoutEffect } from 'react';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { dismissInstantView, isInstantViewLocation } from '../lib/instant-view.ts';
import type { RouterContext } from './-router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <p role="alert">This page does not exist.</p>,
});

/**
 * The balances the page painted before the app (src/lib/instant-view.ts) stand for one screen: once the router
 * has settled on another (a session that ended goes to sign-in), they go; that screen removes them itself.
 */
function Root() {
  const elsewhere = useRouterState({
    select: ({ resolvedLocation }) =>
      resolvedLocation !== undefined &&
      !isInstantViewLocation(resolvedLocation.pathname, resolvedLocation.search),
  });
  useLayoutEffect(() => {
    if (elsewhere) dismissInstantView();
  }, [elsewhere]);
  return <Outlet />;
}
