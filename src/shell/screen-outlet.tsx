import { Outlet, useChildMatches, useRouter } from '@tanstack/react-router';
import { PaintFirst } from '../components/paint-first.tsx';

/**
 * The signed-in screen on view, in the content layout: every screen paints its skeleton (its route's
 * `pendingComponent`) first and its content in the frames that follow (`PaintFirst`), here once for all of
 * them instead of in each route. Keyed by the route, so each screen opened starts with its skeleton while a
 * filter or a page of the same screen does not. A route without a skeleton (an unknown address) renders as is.
 */
export function ScreenOutlet() {
  const router = useRouter();
  const routeId = useChildMatches({ select: (matches) => matches[0]?.routeId });
  const loaded = useChildMatches({ select: (matches) => matches[0]?.status === 'success' });
  const Skeleton = routeId === undefined ? undefined : router.routesById[routeId].options.pendingComponent;
  if (!Skeleton) return <Outlet />;
  return (
    <PaintFirst key={routeId} skeleton={<Skeleton />} loaded={loaded}>
      <Outlet />
    </PaintFirst>
  );
}
