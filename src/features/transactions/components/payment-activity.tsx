import { useState } from 'react';
import { Button, Text, Timeline } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { TransactionInfoLog, WebhookDelivery } from '../detail-queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { DetailSection } from './detail-section.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { maskAmountsInText } from '../../../lib/money.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { WebhookDeliveryDialog } from '../../../components/webhooks/webhook-delivery-dialog.tsx';
import { webhookDeliveryMessages } from '../../../components/webhooks/messages/index.ts';
import { useRedeliver } from '../../../api/webhook-redelivery.ts';

/** A log level's colour (its word is always written beside it). */
function levelColour(level: TransactionInfoLog['level']): string {
  switch (level) {
    case 'error':
      return 'red';
    case 'warn':
      return 'yellow';
    default:
      return 'blue';
  }
}

/** The payment's information logs, oldest first, as a timeline (the level is written, not only coloured). */
export function InfoLogTimeline({ logs }: { logs: readonly TransactionInfoLog[] | null }) {
  const t = useT(transactionDetailMessages);
  useAmountsHidden(); // the provider's messages name amounts: masked again on a toggle of privacy mode
  return (
    <DetailSection id="activity" title={t('activity')} empty={logs?.length ? null : t('nothingLogged')}>
      <Timeline bulletSize={14} lineWidth={2} active={(logs?.length ?? 0) - 1}>
        {logs?.map((log) => (
          <Timeline.Item key={log._id} color={levelColour(log.level)} title={maskAmountsInText(log.message)}>
            <Text size="xs" c="dimmed">
              {t('logLevel', { level: log.level })} · {formatDayMonthUtc(log.createdAt) ?? '—'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}

/**
 * The webhooks sent for the payment, newest first, with status, response code and time; each opens its
 * attempts (issue 33), with Redeliver for the roles that may.
 */
export function WebhooksSection({
  webhooks,
  canRedeliver = false,
}: {
  webhooks: readonly WebhookDelivery[] | null;
  canRedeliver?: boolean;
}) {
  const t = useT(transactionDetailMessages);
  const redeliver = useRedeliver();
  const hooks = useT(webhookDeliveryMessages);
  // the id, not the delivery: the dialog shows the list's latest copy once a redelivery refetches it
  const [openId, setOpenId] = useState<string | null>(null);
  const open = webhooks?.find((hook) => hook._id === openId) ?? null;
  const columns: readonly Column<WebhookDelivery>[] = [
    { key: 'event', header: t('event'), render: (hook) => hook.event },
    { key: 'status', header: t('status'), render: (hook) => <StatusBadge status={hook.status} /> },
    { key: 'code', header: t('responseCode'), render: (hook) => hook.responseCode ?? t('noResponse') },
    { key: 'attempts', header: t('attempts'), render: (hook) => hook.attempts, numeric: true },
    { key: 'time', header: t('sent'), render: (hook) => formatDayMonthUtc(hook.createdAt) ?? '—' },
    {
      key: 'url',
      header: t('url'),
      render: (hook) => <span style={{ overflowWrap: 'anywhere' }}>{hook.url}</span>,
    },
    {
      key: 'actions',
      header: hooks('attemptsTitle'),
      actions: true,
      render: (hook) => (
        <Button
          variant="default"
          size="xs"
          mih={44}
          aria-label={hooks('showAttemptsOf', { event: hook.event })}
          onClick={() => setOpenId(hook._id)}
        >
          {hooks('showAttempts', { count: String(hook.attemptLog.length) })}
        </Button>
      ),
    },
  ];
  return (
    <DetailSection id="webhooks" title={t('webhooks')} empty={webhooks?.length ? null : t('noWebhooks')}>
      <ResponsiveTable
        label={t('webhooksLabel')}
        columns={columns}
        rows={webhooks ?? []}
        rowKey={(hook) => hook._id}
      />
      <WebhookDeliveryDialog
        delivery={open}
        redelivery={
          canRedeliver
            ? {
                pendingId: redeliver.isPending ? redeliver.variables : null,
                run: (hook) => redeliver.mutate(hook._id),
              }
            : undefined
        }
        onClose={() => setOpenId(null)}
      />
    </DetailSection>
  );
}
