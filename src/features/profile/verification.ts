import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { useUserId } from '../../session/context.tsx';
import { profileKeys } from './queries.ts';

/**
 * POST /v1/auth/send-verification-email. Its failures (the server's "Please wait N seconds …") are shown next
 * to the button, not toasted. A 409 means the address got verified meanwhile (another tab): the profile is
 * refetched so the prompts go away.
 */
export function useResendVerificationEmail() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/v1/auth/send-verification-email')),
    meta: { errorToast: false },
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: profileKeys.all({ userId }) });
    },
  });
}
