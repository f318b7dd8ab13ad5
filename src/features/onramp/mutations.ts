import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { useSessionScope } from '../../session/context.tsx';
import { toProviderAmount, type Decimal } from '../../lib/money.ts';
import { onRampKeys } from './queries.ts';

export interface NewOnRampRequest {
  fiatAmount: Decimal;
  fiatCurrency: string;
  cryptoCurrency: string;
  walletAddress: string;
}

/**
 * POST /v1/onramp/requests (extension). The form shows a refusal (403 for a role that may not, 400 for an
 * amount) under itself, once; never retried, so a lost answer cannot create a second request on its own. It
 * spends money, so it carries the intent's Idempotency-Key (`idempotencyKey`, the form's: see `useIntentKey`):
 * the same request sent twice (a double submit, the user's retry after a lost answer) makes one request.
 */
export function useCreateOnRampRequest() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    meta: { errorToast: false },
    retry: 0,
    mutationFn: ({ idempotencyKey, ...request }: NewOnRampRequest & { idempotencyKey: string }) =>
      dataOf(
        api.POST('/v1/onramp/requests', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: {
            fiatAmount: toProviderAmount(request.fiatAmount),
            fiatCurrency: request.fiatCurrency,
            cryptoCurrency: request.cryptoCurrency,
            walletAddress: request.walletAddress.trim(),
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onRampKeys.all(scope) }),
  });
}
