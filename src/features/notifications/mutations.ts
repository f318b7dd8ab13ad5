import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useRuntimeConfig } from '../../api/runtime-config-context.tsx';
import { subscribeToPush, subscriptionBody } from '../../lib/web-push.ts';
import { useSessionScope } from '../../session/context.tsx';
import {
  allRead,
  markedRead,
  patchNotifications,
  removed,
  restoreNotifications,
  type NotificationSnapshot,
} from './cache.ts';
import { settleDismissal } from './dismissals.ts';
import { notificationKeys, type Notification } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { notificationsMessages } from './messages/index.ts';

interface Rollback {
  snapshot: NotificationSnapshot;
}

/**
 * Marks one notification read (PATCH /v1/notification/update?id=, read true). Optimistic: the bell's count and
 * every list change at once and are put back if the provider refuses (its message is the danger toast); the
 * bell's summary is then read again, so the count is the provider's.
 */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation<unknown, Error, Notification, Rollback>({
    mutationFn: (notification) =>
      dataOf(
        api.PATCH('/v1/notification/update', {
          params: { query: { id: notification._id } },
          body: { read: true },
        }),
      ),
    onMutate: async (notification) => ({
      snapshot: await patchNotifications(queryClient, scope, markedRead(notification)),
    }),
    onError: (_error, _notification, context) =>
      context && restoreNotifications(queryClient, context.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.summary(scope) }),
  });
}

/**
 * Marks every notification of the scope read in one call (PATCH /v1/notification/readAll, a contract
 * extension: one change that happens or not, instead of one call per unread notification). Optimistic.
 */
export function useMarkAllNotificationsRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation<unknown, Error, void, Rollback>({
    mutationFn: () => dataOf(api.PATCH('/v1/notification/readAll', { body: { read: true } })),
    onMutate: async () => ({ snapshot: await patchNotifications(queryClient, scope, allRead) }),
    onError: (_error, _variables, context) => context && restoreNotifications(queryClient, context.snapshot),
    // the list too: notifications beyond the pages loaded so far were marked as well
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.scope(scope) }),
  });
}

/**
 * Sends a dismissal (DELETE /v1/notification/dismiss?id=, a contract extension) once it can no longer be
 * undone, and takes the notification out of every cached list and count when the provider confirms.
 * `keepalive` lets the last dismissal reach the provider while the page is being closed.
 */
export function useSendDismissal() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation<unknown, Error, { notification: Notification; keepalive?: boolean }>({
    mutationFn: ({ notification, keepalive }) =>
      dataOf(
        api.DELETE('/v1/notification/dismiss', {
          params: { query: { id: notification._id } },
          keepalive: keepalive === true,
        }),
      ),
    onSuccess: async (_data, { notification }) => {
      await patchNotifications(queryClient, scope, removed(notification));
      settleDismissal(notification._id);
    },
    // refused: it shows again where it was (the provider's message is the danger toast)
    onError: (_error, { notification }) => settleDismissal(notification._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.summary(scope) }),
  });
}

/** The browser's answer to the permission request did not allow notifications. */
class NotificationsNotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(translate(notificationsMessages, permission === 'denied' ? 'alertsBlockedShort' : 'alertsAllow'));
  }
}

/**
 * Turns on payout alerts for this browser: the permission asked from the user's click (the caller starts the
 * request in its click handler and passes it here), a push subscription with the VAPID key of the runtime
 * configuration, then POST /v1/push/subscribe. The failure is shown next to the button.
 */
export function useTurnOnPayoutAlerts() {
  const api = useApiClient();
  const { vapidPublicKey } = useRuntimeConfig();
  return useMutation<PushSubscription, Error, Promise<NotificationPermission>>({
    mutationFn: async (permissionRequest) => {
      const permission = await permissionRequest;
      if (permission !== 'granted') throw new NotificationsNotAllowed(permission);
      if (!vapidPublicKey) throw new Error(translate(notificationsMessages, 'alertsNotSetUp'));
      const subscription = await subscribeToPush(vapidPublicKey).catch(() => {
        throw new Error(translate(notificationsMessages, 'alertsFailed'));
      });
      const body = subscriptionBody(subscription);
      if (!body) throw new Error(translate(notificationsMessages, 'alertsFailed'));
      await dataOf(api.POST('/v1/push/subscribe', { body }));
      return subscription;
    },
    meta: { errorToast: false },
  });
}
