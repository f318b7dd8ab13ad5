import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

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

/** SPEC §3/§5: a notification configuration counts as empty when missing, without keys, or all values empty. */
export function isNotificationConfigEmpty(config: Profile['notificationConfig'] | undefined): boolean {
  if (!config) return true;
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
