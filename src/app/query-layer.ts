import { BUILD_VERSION } from '../lib/build-version.ts';
import { syncOnlineManagerWithBrowser } from '../lib/offline.ts';
import { showToast } from '../lib/toast.ts';
import { idbEntryStorage } from '../session/persisted-cache/entry-storage.ts';
import { createLazyQueryPersistence } from '../session/persisted-cache/lazy-persistence.ts';
import type { QueryLayer } from '../routes/-router-context.ts';
import { createQueryClient } from './query-client.ts';

/**
 * The query cache and its persisted copy: what the signed-in screens read their data through. Loaded by the
 * signed-in layout's guard (src/routes/_app.tsx) the first time it runs, never by the signed-out screens, whose
 * forms call the provider without a cache (src/lib/use-submit.ts): the sign-in page does not download
 * TanStack Query (issue 30).
 */
export function createQueryLayer(): QueryLayer {
  const queryClient = createQueryClient((message) => {
    // One toast per distinct message at a time; the text is rendered as text, never as HTML.
    showToast(message, 'danger');
  });
  syncOnlineManagerWithBrowser();
  // started by the signed-in layout's guard, ended with the session (src/session/end-session.ts)
  const persistence = createLazyQueryPersistence(queryClient, {
    storage: idbEntryStorage(),
    buster: BUILD_VERSION,
  });
  return { queryClient, persistence };
}
