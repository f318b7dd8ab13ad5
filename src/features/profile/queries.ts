import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import {
  isRedactedConfig,
  isRedactedProfile,
  redactedChannels,
} from '../../session/persisted-cache/policy.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export { isRedactedProfile, redactedChannels };

export type Profile = components['schemas']['User'];

/**
 * The signed-in user, keyed by the user's id (whoever signs in next in this tab never reads it). Deliberately
 * not keyed by organization or environment: it is the same person in every scope, and refetching it on each
 * switch would make the header's name flicker.
 */
export const profileKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'profile'] as const,
  current: (scope: Pick<SessionScope, 'userId'>) => [...profileKeys.all(scope), 'current'] as const,
};

/** GET /v1/user/profile. */
export function profileQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: profileKeys.current(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/user/profile', { signal })),
  });
}

/**
 * The profile for a screen that edits it: online, the provider's own, fetched first when what the cache holds
 * is the redacted copy restored from disk (its notification values are placeholders: a form must never start
 * from them). Offline, whatever the cache holds (the redacted copy; the screen's forms are then disabled).
 */
export function ensureEditableProfile(
  queryClient: QueryClient,
  api: ApiClient,
  scope: Pick<SessionScope, 'userId'>,
) {
  const options = profileQueryOptions(api, scope);
  const cached = queryClient.getQueryData(options.queryKey);
  if (onlineManager.isOnline() && isRedactedProfile(cached))
    return queryClient.fetchQuery({ ...options, staleTime: 0 });
  return queryClient.ensureQueryData(options);
}

/**
 * docs/product/03-entities.md §3.1, docs/product/05-validation.md §5.2: a notification configuration counts
 * as empty when missing, without keys, or all values empty.
 */
export function isNotificationConfigEmpty(config: Profile['notificationConfig'] | undefined): boolean {
  if (!config) return true;
  // the copy saved on this device may be older than the provider's: it never says "empty" (nobody is asked
  // to configure notifications they may have configured since)
  if (isRedactedConfig(config)) return false;
  return Object.values(config).every((value) => typeof value !== 'string' || value.trim() === '');
}

/** GET /v1/notificationConfig/names: the channels a notification configuration may name (the same for everyone). */
export function notificationChannelsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: [...profileKeys.all(scope), 'notification-channels'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/v1/notificationConfig/names', { signal })),
    // the provider's list of channels changes with a release, not while a user edits
    staleTime: 60 * 60_000,
  });
}
