import { useLayoutEffect } from 'react';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { dismissSavedScreen, savedScreenAddress } from '../lib/saved-screen.ts';
import type { RouterContext } from './-router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An unknown address without a session (signed in, `/_app`'s own view shows it inside the shell). Loaded
  // when needed: the root is in the entry every first visit downloads, the signed-out page's layout is not.
  notFoundComponent: lazyRouteComponent(
    () => import('../shell/signed-out-not-found.tsx'),
    'SignedOutNotFound',
  ),
});

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The screen the page painted before the app (src/lib/saved-screen.ts) stands for one address: once the
 * router has settled on another path (a session that ended goes to sign-in, a redirect), it goes; its own
 * screen removes it when its content is on screen (PaintFirst), its error view when it fails.
 */
function Root() {
  const resolvedPath = useRouterState({ select: ({ resolvedLocation }) => resolvedLocation?.pathname });
  useLayoutEffect(() => {
    const saved = savedScreenAddress();
    if (saved === null || resolvedPath === undefined) return;
    if (withoutSlash(new URL(saved, location.origin).pathname) !== withoutSlash(resolvedPath))
      dismissSavedScreen();
  }, [resolvedPath]);
  return <Outlet />;
}
