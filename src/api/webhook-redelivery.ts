import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './context.tsx';
import { dataOf } from './client.ts';
import { translate } from '../i18n/translate.ts';
import { failureMessage } from '../lib/form.ts';
import { showToast } from '../lib/toast.ts';
import type { components } from '../shared/provider-schema.gen.ts';
import { webhookDeliveryMessages } from '../components/webhooks/messages/index.ts';

type WebhookDelivery = components['schemas']['WebhookDelivery'];

/** The toast after a redelivery: what the endpoint did with the new attempt. */
function outcomeToast(delivery: WebhookDelivery): void {
  const attempt = delivery.attemptLog.at(-1);
  const code = attempt?.statusCode;
  if (code !== null && code !== undefined && code >= 200 && code < 300)
    showToast(translate(webhookDeliveryMessages, 'redelivered', { code: String(code) }), 'success');
  else if (code !== null && code !== undefined)
    showToast(translate(webhookDeliveryMessages, 'redeliveryFailedCode', { code: String(code) }), 'danger');
  else
    showToast(
      translate(webhookDeliveryMessages, 'redeliveryFailed', { reason: attempt?.error ?? '' }),
      'danger',
    );
}

/**
 * Redeliver (POST /v1/webhook/deliveries/{id}/redeliver): a new attempt now, answered once recorded. Every
 * list of deliveries refetches (the Webhooks screen's and the transaction detail's keys both name "webhooks"),
 * so the new attempt shows wherever the delivery is listed. A refusal (a role, an attempt in flight) is a toast.
 * Shared by the Webhooks screen and the transaction detail (features do not import each other).
 */
export function useRedeliver() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      dataOf(api.POST('/v1/webhook/deliveries/{id}/redeliver', { params: { path: { id: deliveryId } } })),
    meta: { errorToast: false },
    onSuccess: async (delivery) => {
      outcomeToast(delivery);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('webhooks') });
    },
    onError: (error) => showToast(failureMessage(error) ?? '', 'danger'),
  });
}
