import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '../status-badge.tsx';
import { useT } from '../../i18n/translate.ts';
import { webhookDeliveryMessages } from './messages/index.ts';
import { dateTimeText, WebhookAttemptList } from './webhook-attempts.tsx';
import { RedeliverButton } from './redeliver-button.tsx';
import type { Redelivery, WebhookDelivery } from './types.ts';

interface WebhookDeliveryDialogProps {
  /** the delivery as its list has it now (the dialog follows the list as it refetches); null: closed */
  delivery: WebhookDelivery | null;
  /** Redeliver, for the roles that may; absent: not offered */
  redelivery?: Redelivery;
  onClose: () => void;
}

/** One delivery: where it goes, its state and next retry, every attempt, and Redeliver for the roles allowed. */
export function WebhookDeliveryDialog({ delivery, redelivery, onClose }: WebhookDeliveryDialogProps) {
  const t = useT(webhookDeliveryMessages);
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={delivery ? t('dialogTitle', { event: delivery.event }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {delivery && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('status')}
            </Text>
            <StatusBadge status={delivery.status} />
          </Group>
          <div>
            <Text size="sm" fw={600}>
              {t('endpoint')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {delivery.url}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600}>
              {t('nextRetry')}
            </Text>
            <Text size="sm">
              {delivery.nextAttemptAt ? dateTimeText(delivery.nextAttemptAt) : t('noRetry')}
            </Text>
          </div>
          <Title order={3} size="h5">
            {t('attemptsTitle')}
          </Title>
          <WebhookAttemptList attempts={delivery.attemptLog} />
          <Group justify="flex-end" gap="sm">
            {redelivery && (
              <RedeliverButton
                delivery={delivery}
                pending={redelivery.pendingId === delivery._id}
                onRedeliver={redelivery.run}
              />
            )}
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
