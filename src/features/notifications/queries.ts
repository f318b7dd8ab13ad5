import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

/**
 * Key factory: notifications are addressed to a user, in an organization and an environment (and a master's
 * selection). `all` spans every scope of the user, for invalidation after marking one read.
 */
export const notificationKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'notifications'] as const,
  list: (scope: SessionScope, page: number, limit: number) =>
    [...scopeKey(scope), 'notifications', 'list', { page, limit }] as const,
};

/** GET /v1/notification, page 1 limit 10 by default (SPEC §9); the bell and the page share page 1. */
export function notificationsQueryOptions(api: ApiClient, scope: SessionScope, page = 1, limit = 10) {
  return queryOptions({
    queryKey: notificationKeys.list(scope, page, limit),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/notification', { params: { query: { page, limit } }, signal })),
  });
}
