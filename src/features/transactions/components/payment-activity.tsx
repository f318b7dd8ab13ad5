import { Text, Timeline } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { TransactionInfoLog, WebhookDelivery } from '../detail-queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { DetailSection } from './detail-section.tsx';

const LEVEL_LABEL = { info: 'Info', warn: 'Warning', error: 'Error' } as const;
const LEVEL_COLOR = { info: 'blue', warn: 'yellow', error: 'red' } as const;

/** The payment's information logs, oldest first, as a timeline (the level is written, not only coloured). */
export function InfoLogTimeline({ logs }: { logs: readonly TransactionInfoLog[] | null }) {
  return (
    <DetailSection
      id="activity"
      title="Activity"
      empty={logs?.length ? null : 'Nothing has been logged yet.'}
    >
      <Timeline bulletSize={14} lineWidth={2} active={(logs?.length ?? 0) - 1}>
        {logs?.map((log) => (
          <Timeline.Item key={log._id} color={LEVEL_COLOR[log.level]} title={log.message}>
            <Text size="xs" c="dimmed">
              {LEVEL_LABEL[log.level]} · {formatDayMonthUtc(log.createdAt) ?? '—'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}

const WEBHOOK_COLUMNS: readonly Column<WebhookDelivery>[] = [
  { key: 'event', header: 'Event', render: (hook) => hook.event },
  { key: 'status', header: 'Status', render: (hook) => <StatusBadge status={hook.status} /> },
  { key: 'code', header: 'Response code', render: (hook) => hook.responseCode ?? 'No response' },
  { key: 'attempts', header: 'Attempts', render: (hook) => hook.attempts, numeric: true },
  { key: 'time', header: 'Sent', render: (hook) => formatDayMonthUtc(hook.createdAt) ?? '—' },
  {
    key: 'url',
    header: 'URL',
    render: (hook) => <span style={{ overflowWrap: 'anywhere' }}>{hook.url}</span>,
  },
];

/** The webhooks sent for the payment, newest first, with status, response code and time. */
export function WebhooksSection({ webhooks }: { webhooks: readonly WebhookDelivery[] | null }) {
  return (
    <DetailSection
      id="webhooks"
      title="Webhooks"
      empty={webhooks?.length ? null : 'No webhook was sent for this payment.'}
    >
      <ResponsiveTable
        label="Webhooks sent"
        columns={WEBHOOK_COLUMNS}
        rows={webhooks ?? []}
        rowKey={(hook) => hook._id}
      />
    </DetailSection>
  );
}
