import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';

export type Profile = components['schemas']['User'];

/**
 * The signed-in user. Deliberately not keyed by organization or environment: it is the same person in
 * every scope, and refetching it on each switch would make the header's name flicker.
 */
export const profileKeys = {
  all: ['profile'] as const,
  current: () => [...profileKeys.all, 'current'] as const,
};

/** GET /v1/user/profile. */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.current(),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/user/profile', { signal })),
  });
}

/** SPEC §3/§5: a notification configuration counts as empty when missing, without keys, or all values empty. */
export function isNotificationConfigEmpty(config: Profile['notificationConfig'] | undefined): boolean {
  if (!config) return true;
  return Object.values(config).every((value) => typeof value !== 'string' || value.trim() === '');
}
