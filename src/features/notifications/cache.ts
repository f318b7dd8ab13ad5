import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { SessionScope } from '../../session/scope-key.ts';
import { notificationKeys, type Notification, type NotificationPage } from './queries.ts';

type Cached = NotificationPage | InfiniteData<NotificationPage, number>;
/** What every notification query of a scope held before an optimistic change, to put back on failure. */
export type NotificationSnapshot = [QueryKey, Cached | undefined][];

function isInfinite(data: Cached): data is InfiniteData<NotificationPage, number> {
  return 'pages' in data;
}

/**
 * Applies one change to every page of every notification query of the scope (the bell's summary and the
 * page's list alike), so the unread count and every list agree in the same render. Returns the snapshot.
 */
export async function patchNotifications(
  queryClient: QueryClient,
  scope: SessionScope,
  change: (page: NotificationPage) => NotificationPage,
): Promise<NotificationSnapshot> {
  const queryKey = notificationKeys.scope(scope);
  // a refetch under way would overwrite the change with what the provider said before it
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<Cached>({ queryKey });
  for (const [key, data] of snapshot) {
    if (!data) continue;
    const next: Cached = isInfinite(data) ? { ...data, pages: data.pages.map(change) } : change(data);
    queryClient.setQueryData<Cached>(key, () => next);
  }
  return snapshot;
}

/** Puts back what `patchNotifications` changed. */
export function restoreNotifications(queryClient: QueryClient, snapshot: NotificationSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/**
 * One notification read: its flag set wherever it is listed, and the unread count one lower if it was unread
 * (on every page: the bell's page may not list it, yet its count includes it).
 */
export const markedRead =
  (notification: Notification) =>
  (page: NotificationPage): NotificationPage => ({
    ...page,
    results: page.results.map((item) => (item._id === notification._id ? { ...item, read: true } : item)),
    unreadCount: Math.max(0, page.unreadCount - (notification.read ? 0 : 1)),
  });

/** Every notification read. */
export const allRead = (page: NotificationPage): NotificationPage => ({
  ...page,
  results: page.results.map((item) => (item.read ? item : { ...item, read: true })),
  unreadCount: 0,
});

/** One notification gone (dismissed): out of the list, the totals and, if unread, the unread count. */
export const removed =
  (notification: Notification) =>
  (page: NotificationPage): NotificationPage => {
    const results = page.results.filter((item) => item._id !== notification._id);
    return {
      ...page,
      results,
      totalResults: Math.max(0, page.totalResults - 1),
      unreadCount: Math.max(0, page.unreadCount - (notification.read ? 0 : 1)),
    };
  };
