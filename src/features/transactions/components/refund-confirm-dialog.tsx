import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';

/** Where an attempt stands: the dialog's words and which buttons it allows follow from it. */
export type RefundPhase =
  | { kind: 'ready' }
  | { kind: 'sending' }
  /** the answer was lost: the payment's refunds are being read to learn whether the provider recorded it */
  | { kind: 'checking' }
  /** the check itself failed (still offline?): nothing may be sent until it succeeds */
  | { kind: 'check-failed' }
  /** the check found no refund: trying again sends the same key, so it can never refund twice */
  | { kind: 'not-recorded' }
  /** the provider refused (its message, as text) */
  | { kind: 'refused'; message: string };

interface RefundConfirmDialogProps {
  opened: boolean;
  phase: RefundPhase;
  online: boolean;
  /** the amount as it will be refunded, formatted ("12.50 USD", or "the whole remainder, 40.00 USD") */
  amountLabel: string;
  currency: string;
  organizationName: string;
  environment: 'test' | 'live';
  onConfirm: () => void;
  onCheckAgain: () => void;
  onClose: () => void;
}

/**
 * The last look before money moves: amount, currency, organization and environment. "Refund" is disabled from
 * the first click until the outcome is known, while offline, and while a lost answer is being checked; the
 * dialog cannot be closed while a request or a check is under way.
 */
export function RefundConfirmDialog(props: RefundConfirmDialogProps) {
  const t = useT(transactionDetailMessages);
  const { opened, phase, online, amountLabel, currency, organizationName, environment } = props;
  const busy = phase.kind === 'sending' || phase.kind === 'checking';
  const blocked = busy || phase.kind === 'check-failed' || !online;
  const facts: [string, string][] = [
    [t('amount'), amountLabel],
    [t('currency'), currency],
    [t('organization'), organizationName],
    [t('environment'), t('confirmEnvironment', { env: environment })],
  ];
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : props.onClose}
      title={t('confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close'), disabled: busy }}
    >
      <Stack gap="md">
        <Text size="sm">{t('confirmWarning')}</Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <PhaseMessage phase={phase} online={online} onCheckAgain={props.onCheckAgain} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} disabled={blocked} loading={busy}>
            {t('confirmRefund')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PhaseMessage({
  phase,
  online,
  onCheckAgain,
}: {
  phase: RefundPhase;
  online: boolean;
  onCheckAgain: () => void;
}) {
  const t = useT(transactionDetailMessages);
  if (phase.kind === 'checking')
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('checking')}
      </Alert>
    );
  if (phase.kind === 'check-failed')
    return (
      <Alert color="yellow" variant="light" role="alert">
        <Text size="sm" mb="xs">
          {t('checkFailed')}
        </Text>
        <Button size="xs" variant="default" onClick={onCheckAgain} disabled={!online}>
          {t('checkAgain')}
        </Button>
      </Alert>
    );
  if (phase.kind === 'not-recorded')
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('notRecorded')}
      </Alert>
    );
  if (phase.kind === 'refused')
    return (
      <Alert color="red" variant="light" role="alert">
        {phase.message}
      </Alert>
    );
  if (!online)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('offline')}
      </Alert>
    );
  return null;
}
