import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from '../routes/-router-context.ts';
import { scopeStore } from '../session/scope.ts';
import { DefaultError } from './default-error.tsx';

/**
 * The app's router; routes get the API client, the session, the query cache's loader (the signed-in layout
 * hands the screens its client) and a reader of the scope cookies through context. The browser's history unless one is given (route-level tests use a memory history).
 */
export function createAppRouter(context: Omit<RouterContext, 'readScope'>, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { ...context, readScope: scopeStore.get } satisfies RouterContext,
    ...(history ? { history } : {}),
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    // Where a screen's own error view cannot be shown: offline, a screen never opened on this device has
    // neither its code nor its (separately split) error view; this one, in the entry, says it needs a
    // connection instead of the router's bare "Something went wrong!".
    defaultErrorComponent: DefaultError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
