import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { webhookDeliveryMessages } from '../../../components/webhooks/messages/index.ts';
import { RedeliverButton } from '../../../components/webhooks/redeliver-button.tsx';
import type { Redelivery, WebhookDelivery } from '../../../components/webhooks/types.ts';
import { useRedeliver } from '../../../api/webhook-redelivery.ts';
import { dateTimeText } from '../../../components/webhooks/webhook-attempts.tsx';
import { WebhookDeliveryDialog } from '../../../components/webhooks/webhook-delivery-dialog.tsx';
import { useT } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { webhooksMessages } from '../messages/index.ts';
import { webhookDeliveriesQueryOptions } from '../queries.ts';
import { WEBHOOK_STATUSES, type WebhooksSearch } from '../search.ts';
import { SigningSecretPanel } from './signing-secret-panel.tsx';

interface WebhooksPageProps {
  scope: SessionScope;
  search: WebhooksSearch;
  onSearch: (search: WebhooksSearch) => void;
  /** the role may redeliver and see the signing secret (owner, admin, developer; masters) */
  canManage: boolean;
}

/**
 * The webhook deliveries of the current organization and environment (issue 33): newest first, by status,
 * each with its attempts, Redeliver for the roles that may, and the signing secret the endpoint checks.
 */
export function WebhooksPage({ scope, search, onSearch, canManage }: WebhooksPageProps) {
  const t = useT(webhooksMessages);
  const hooks = useT(webhookDeliveryMessages);
  const screen = useT(screenMessages);
  const api = useApiClient();
  const { data: page } = useSuspenseQuery(webhookDeliveriesQueryOptions(api, scope, search));
  // the id, not the delivery: the dialog follows the list as a redelivery or a retry refetches it
  const [openId, setOpenId] = useState<string | null>(null);
  const open = page.results.find((delivery) => delivery._id === openId) ?? null;
  const redeliver = useRedeliver();
  const redelivery: Redelivery | undefined = canManage
    ? {
        pendingId: redeliver.isPending ? redeliver.variables : null,
        run: (delivery) => redeliver.mutate(delivery._id),
      }
    : undefined;

  const columns: readonly Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t('event'),
      render: (delivery) => (
        <div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {delivery.event}
          </Text>
          <Text size="xs" c="dimmed">
            {dateTimeText(delivery.createdAt)}
          </Text>
        </div>
      ),
    },
    {
      key: 'subject',
      header: t('subject'),
      render: (delivery) =>
        delivery.paymentId ? (
          <Anchor
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/manage/transactions/$paymentId"
                params={{ paymentId: delivery.paymentId! }}
              />
            )}
          >
            {delivery.paymentId}
          </Anchor>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {delivery.payoutId ?? '—'}
          </Text>
        ),
    },
    { key: 'status', header: t('status'), render: (delivery) => <StatusBadge status={delivery.status} /> },
    { key: 'attempts', header: t('attempts'), render: (delivery) => delivery.attempts, numeric: true },
    {
      key: 'response',
      header: t('lastResponse'),
      render: (delivery) => (delivery.attempts === 0 ? '—' : (delivery.responseCode ?? t('noResponse'))),
    },
    {
      key: 'next',
      header: t('nextRetry'),
      render: (delivery) => (delivery.nextAttemptAt ? dateTimeText(delivery.nextAttemptAt) : '—'),
    },
    {
      key: 'actions',
      header: t('actions'),
      actions: true,
      render: (delivery) => (
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            mih={44}
            aria-label={hooks('showAttemptsOf', { event: delivery.event })}
            onClick={() => setOpenId(delivery._id)}
          >
            {hooks('showAttempts', { count: String(delivery.attemptLog.length) })}
          </Button>
          {redelivery && (
            <RedeliverButton
              delivery={delivery}
              pending={redelivery.pendingId === delivery._id}
              onRedeliver={redelivery.run}
              compact
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <Container size="xl" py="lg" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {screen('webhooksHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        <NativeSelect
          label={t('statusFilter')}
          maw={260}
          value={search.status ?? ''}
          onChange={(event) => {
            const status = WEBHOOK_STATUSES.find((value) => value === event.currentTarget.value);
            onSearch(status ? { status, page: 1 } : { page: 1 });
          }}
          data={[
            { value: '', label: t('allStatuses') },
            ...WEBHOOK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          ]}
        />
        {page.results.length === 0 ? (
          <EmptyState
            title={search.status ? t('emptyFilteredTitle') : t('emptyTitle')}
            description={search.status ? t('emptyFilteredDescription') : t('emptyDescription')}
          />
        ) : (
          <ResponsiveTable
            label={t('listLabel')}
            columns={columns}
            rows={page.results}
            rowKey={(delivery) => delivery._id}
          />
        )}
        {page.totalPages > 1 && (
          <Group component="nav" aria-label={t('pagination')} justify="center">
            <PagePagination
              total={page.totalPages}
              value={search.page}
              onChange={(next) => onSearch({ ...search, page: next })}
            />
          </Group>
        )}
        {/* after the deliveries, which are what the screen is opened for (first on a phone's screen) */}
        {canManage ? (
          <SigningSecretPanel scope={scope} />
        ) : (
          <Alert color="gray" variant="light">
            {t('readOnly')}
          </Alert>
        )}
      </Stack>
      <WebhookDeliveryDialog delivery={open} redelivery={redelivery} onClose={() => setOpenId(null)} />
    </Container>
  );
}
