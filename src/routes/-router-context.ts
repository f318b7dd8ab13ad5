import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import type { QueryPersistence } from '../session/persisted-cache/query-persistence.ts';
import type { CookieSession } from '../session/cookie-session.ts';
import type { Scope } from '../session/scope.ts';

/** The query cache and its persisted copy (src/app/query-layer.ts). */
export interface QueryLayer {
  queryClient: QueryClient;
  /** restored by the signed-in layout's guard before any screen loads, ended with the session */
  persistence: Pick<QueryPersistence, 'start' | 'end'>;
}

/** What every route's loader and guard receives. */
export interface RouterContext {
  api: ApiClient;
  session: CookieSession;
  /**
   * The query cache, loaded by the signed-in layout's guard (`/_app`), which hands it to the screens below as
   * `context.queryClient`; the signed-out screens never load it (their forms call the provider directly).
   * `current()` is null until then.
   */
  queries: { current: () => QueryLayer | null; load: () => Promise<QueryLayer> };
  /**
   * The organization, environment and master selection chosen now. Read once per load by `/_app`'s guard,
   * which hands the signed-in routes `context.scope`: loaders and screens never read the scope store.
   */
  readScope: () => Scope;
}
