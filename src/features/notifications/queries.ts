import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

/**
 * A notification the provider lists: of several kinds since issue 32 (payout, dispute, its deadline, refund,
 * large payment, alert, digest), told apart by `channelConfig.type`.
 */
export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

/** How often the bell asks for new notifications while the tab is visible (never in a hidden tab). */
const BELL_REFRESH_MS = 30_000;

/**
 * Key factory: notifications are addressed to a user, in an organization and an environment (and a master's
 * selection). `all` spans every scope of the user; `scope` every notification query of one scope (the bell's
 * summary and the page's list), which an optimistic change patches together so they always agree.
 */
export const notificationKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'notifications'] as const,
  scope: (scope: SessionScope) => [...scopeKey(scope), 'notifications'] as const,
  summary: (scope: SessionScope) => [...scopeKey(scope), 'notifications', 'summary'] as const,
  list: (scope: SessionScope, limit: number) =>
    [...scopeKey(scope), 'notifications', 'list', { limit }] as const,
};

/**
 * The bell: GET /v1/notification page 1, limit 10 (docs/product/09-constants.md §9.4), whose `unreadCount` is
 * the one unread count every screen shows. Refetched on window focus and every 30 s while the tab is visible.
 */
export function notificationSummaryQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: notificationKeys.summary(scope),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/v1/notification', { params: { query: { page: 1, limit: 10 } }, signal })),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: BELL_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** The page: every notification, `limit` at a time from page 1, the next page loaded as the user scrolls. */
export function notificationListQueryOptions(api: ApiClient, scope: SessionScope, limit = 10) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(scope, limit),
    queryFn: ({ pageParam, signal }) =>
      dataOf(api.GET('/v1/notification', { params: { query: { page: pageParam, limit } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** The provider's currencies: the one shared query (src/api/currencies.ts). */
export { currenciesQueryOptions } from '../../api/currencies.ts';
