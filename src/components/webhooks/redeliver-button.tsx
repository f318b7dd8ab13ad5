import { OnlineOnlyButton } from '../online-only-button.tsx';
import { useT } from '../../i18n/translate.ts';
import { webhookDeliveryMessages } from './messages/index.ts';
import type { WebhookDelivery } from './types.ts';

interface RedeliverButtonProps {
  delivery: WebhookDelivery;
  /** its redelivery is under way: disabled and busy until the attempt is recorded */
  pending: boolean;
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** a row's button (named with the event), not the dialog's main one */
  compact?: boolean;
}

/**
 * Redeliver one delivery (src/api/webhook-redelivery.ts makes the call, toasts the outcome and refetches the
 * lists). Offered only to the roles that may (the caller decides; the provider refuses the others).
 */
export function RedeliverButton({ delivery, pending, onRedeliver, compact }: RedeliverButtonProps) {
  const t = useT(webhookDeliveryMessages);
  return (
    <OnlineOnlyButton
      action={t('redelivering')}
      size={compact ? 'xs' : 'sm'}
      mih={44}
      variant={compact ? 'light' : 'filled'}
      loading={pending}
      disabled={pending}
      aria-label={compact ? t('redeliverNamed', { event: delivery.event }) : undefined}
      onClick={() => onRedeliver(delivery)}
    >
      {t('redeliver')}
    </OnlineOnlyButton>
  );
}
