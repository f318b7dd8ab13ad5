import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../api/client.ts';
import { useApiClient } from '../../../api/context.tsx';
import { useUserId } from '../../../session/context.tsx';
import type { NotificationPreferences } from './model.ts';
import { notificationPreferencesQueryOptions } from './queries.ts';

/**
 * PUT /v1/user/notification-preferences with the whole document; the cached settings become the provider's
 * answer. A refusal (400 naming the field) is shown under the form, which keeps what was typed.
 */
export function useSaveNotificationPreferences() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (preferences: NotificationPreferences) =>
      dataOf(api.PUT('/v1/user/notification-preferences', { body: preferences })),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions(api, { userId }).queryKey, saved),
  });
}
