import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { profileKeys } from '../queries.ts';

/**
 * GET /v1/user/notification-preferences (issue 32): the user's notification settings, the same in every
 * organization and environment (the defaults until first saved), under the profile's key (never persisted:
 * the profile keeps only its named parts on the device). The section shows its own failure with Try again, so
 * no toast says it too.
 */
export function notificationPreferencesQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: [...profileKeys.all(scope), 'notification-preferences'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/v1/user/notification-preferences', { signal })),
    meta: { errorToast: false },
  });
}

/** The provider's currencies (the thresholds' choices and decimals): the one shared query. */
export { currenciesQueryOptions } from '../../../api/currencies.ts';
