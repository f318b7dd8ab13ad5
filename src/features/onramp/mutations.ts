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
 * amount) under itself, once; never retried, so a lost answer cannot create a second request on its own.
 */
export function useCreateOnRampRequest() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    meta: { errorToast: false },
    retry: 0,
    mutationFn: (request: NewOnRampRequest) =>
      dataOf(
        api.POST('/v1/onramp/requests', {
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
