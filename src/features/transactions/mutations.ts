import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { useMoneyMutation } from '../../lib/money-mutation.ts';
import { toProviderAmount, type Decimal } from '../../lib/money.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import { transactionKeys } from './queries.ts';

/**
 * POST /v1/refund/{paymentId}: a full refund without an amount, a partial one with it. It moves money, so it
 * goes through `useMoneyMutation` (one Idempotency-Key per intent, never retried automatically, its failure
 * shown in the dialog). Whatever the outcome, the payment's transactions are read again: the detail, its
 * refunds and the list's row.
 */
export function useCreateRefund(scope: SessionScope, paymentId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (amount: Decimal | undefined, idempotencyKey: string) =>
      dataOf(
        api.POST('/v1/refund/{paymentId}', {
          params: { path: { paymentId }, header: { 'Idempotency-Key': idempotencyKey } },
          body: amount === undefined ? {} : { amount: toProviderAmount(amount) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all(scope) }),
  });
}
