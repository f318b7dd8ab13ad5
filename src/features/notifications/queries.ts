import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import type { Scope } from '../../session/scope.ts';

export type Notification = components['schemas']['Notification'];

/**
 * Key factory: notifications are addressed to a user, in an organization and an environment (and a master's
 * selection).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string, scope: Scope, page: number, limit: number) =>
    [
      ...notificationKeys.all,
      'list',
      { userId, orgId: scope.orgId, env: scope.env, masterOrgId: scope.masterOrgId, page, limit },
    ] as const,
};

/** GET /v1/notification, page 1 limit 10 by default (SPEC §9). */
export function notificationsQueryOptions(
  api: ApiClient,
  userId: string,
  scope: Scope,
  page = 1,
  limit = 10,
) {
  return queryOptions({
    queryKey: notificationKeys.list(userId, scope, page, limit),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/notification', { params: { query: { page, limit } }, signal })),
  });
}
