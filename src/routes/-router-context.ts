import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import type { QueryPersistence } from '../session/persisted-cache/query-persistence.ts';
import type { CookieSession } from '../session/cookie-session.ts';
import type { Scope } from '../session/scope.ts';

/** What every route's loader and guard receives. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: CookieSession;
  /** the persisted query cache: restored by the signed-in layout's guard before any screen loads */
  persistence: Pick<QueryPersistence, 'start'>;
  /**
   * The organization, environment and master selection chosen now. Read once per load by `/_app`'s guard,
   * which hands the signed-in routes `context.scope`: loaders and screens never read the scope store.
   */
  readScope: () => Scope;
}
