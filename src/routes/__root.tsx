import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './-router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <p role="alert">This page does not exist.</p>,
});
