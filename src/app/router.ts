import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from '../routes/-router-context.ts';

/** The app's router; routes get the query client, the API client and the session through context. */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
