import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../api/client.ts';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { payoutDetailKeys } from './keys.ts';
import type { PayoutDetail } from './queries.ts';

/**
 * "Notify me when it lands": PUT (true) or DELETE (false) /v1/payout/{id}/watch. The provider's answer goes
 * into the payout on screen, so the toggle shows what the provider holds; a refusal is the usual error toast
 * and the toggle stays as it was.
 */
export function useWatchPayout(scope: SessionScope, payoutId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) => {
      const params = { params: { path: { id: payoutId } } };
      return dataOf(
        watching ? api.PUT('/v1/payout/{id}/watch', params) : api.DELETE('/v1/payout/{id}/watch', params),
      );
    },
    onSuccess: ({ watching }) =>
      queryClient.setQueryData<PayoutDetail | null>(payoutDetailKeys.detail(scope, payoutId), (payout) =>
        payout ? { ...payout, watching } : payout,
      ),
  });
}
