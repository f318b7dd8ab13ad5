import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useUserId } from '../../session/context.tsx';
import { notificationKeys } from './queries.ts';

/**
 * Marks one notification read (PATCH /v1/notification/update?id=, read true), then refreshes the user's
 * notifications: the bell and the notifications page alike.
 */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.PATCH('/v1/notification/update', { params: { query: { id } }, body: { read: true } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all({ userId }) }),
  });
}
