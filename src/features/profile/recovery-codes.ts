import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { useUserId } from '../../session/context.tsx';
import { scopeKey } from '../../session/scope-key.ts';

/** How many recovery codes the user has left: the same person in every organization and environment. */
const recoveryCodeKeys = {
  left: (scope: { userId: string }) => [...scopeKey(scope, 'person'), 'recoveryCodesLeft'] as const,
};

/** GET /v1/auth/mfa/recovery-codes (extension). */
export function recoveryCodesLeftOptions(api: ApiClient, scope: { userId: string }) {
  return queryOptions({
    queryKey: recoveryCodeKeys.left(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/auth/mfa/recovery-codes', { signal })),
  });
}

/**
 * POST /v1/auth/mfa/recovery-codes with a current code (extension): 10 new codes, every earlier one void. The
 * count reads 10 at once; the codes themselves are never cached (the screen's state holds them until dismissed).
 */
export function useRegenerateRecoveryCodes() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (otp: string) => dataOf(api.POST('/v1/auth/mfa/recovery-codes', { body: { otp } })),
    onSuccess: ({ remaining }) => queryClient.setQueryData(recoveryCodeKeys.left({ userId }), { remaining }),
  });
}
