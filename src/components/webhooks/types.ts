import type { components } from '../../shared/provider-schema.gen.ts';

export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookAttempt = components['schemas']['WebhookAttempt'];

/** What a screen hands the delivery views to redeliver (its mutation: src/api/webhook-redelivery.ts). */
export interface Redelivery {
  /** the delivery whose redelivery is under way, if any */
  pendingId: string | null;
  run: (delivery: WebhookDelivery) => void;
}
