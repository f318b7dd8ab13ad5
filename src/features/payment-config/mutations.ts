import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { showToast } from '../../lib/toast.ts';
import { translate } from '../../i18n/translate.ts';
import { paymentConfigMessages } from './messages/index.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import { paymentConfigKeys } from './queries.ts';

export type PaymentConfigChanges = components['schemas']['UpdatePaymentConfigRequest'];

/**
 * Saves the changed fields (PATCH /v1/config/payment) and puts the provider's answer in the cache, which
 * becomes the form's new saved state. A refusal is shown under the form (`errorToast: false`).
 */
export function useUpdatePaymentConfig(scope: SessionScope) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PaymentConfigChanges) => dataOf(api.PATCH('/v1/config/payment', { body: changes })),
    meta: { errorToast: false },
    onSuccess: (config) => {
      queryClient.setQueryData(paymentConfigKeys.config(scope), config);
      showToast(translate(paymentConfigMessages, 'saved'), 'success');
    },
  });
}
