import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { savedViewPath } from './paths.ts';
import { savedViewKeys, savedViewQueryOptions, type SavedView } from './queries.ts';
import type { SessionScope } from '../../session/scope-key.ts';

/** Why a share link did not open: the provider refused it (no such view, no access), or it could not be asked. */
export type SavedViewRefusal = 'refused' | 'offline';

/**
 * Where `/views/<id>` goes: the view's list with its filters, in the view's organization and environment (the
 * signed-in layout switches there from the link's `org` and `env`). The provider is asked first (GET
 * /v1/views/{id}): it answers any member of the view's organization and refuses everyone else with the same 404
 * as an unknown id. Without a network, the user's own views still open from the menu's cached list.
 */
export async function savedViewDestination(
  queryClient: QueryClient,
  api: ApiClient,
  scope: SessionScope,
  id: string,
): Promise<string | SavedViewRefusal> {
  try {
    return savedViewPath(await queryClient.fetchQuery(savedViewQueryOptions(api, scope, id)), scope);
  } catch (error) {
    // a malformed id is refused by the provider (400) as an unknown one is (404)
    if (!isApiError(error) || error.status !== undefined) return 'refused';
    const own = queryClient
      .getQueryData<SavedView[]>(savedViewKeys.list(scope))
      ?.find((view) => view._id === id);
    return own ? savedViewPath(own, scope) : 'offline';
  }
}
