import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import type { CookieSession } from '../session/cookie-session.ts';

/** What every route's loader and guard receives. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: CookieSession;
}
