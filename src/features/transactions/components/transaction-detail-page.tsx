import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import {
  currenciesQueryOptions,
  infoLogsQueryOptions,
  invoiceQueryOptions,
  paymentDisputesQueryOptions,
  paymentQueryOptions,
  paymentRefundsQueryOptions,
  providersQueryOptions,
  webhooksQueryOptions,
} from '../detail-queries.ts';
import { providerFor } from '../detail-model.ts';
import { refundableAmount } from '../refund-model.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { InvoiceSection } from './invoice-section.tsx';
import { InfoLogTimeline, WebhooksSection } from './payment-activity.tsx';
import { DisputesSection, RefundsSection } from './payment-records.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { RefundPanel } from './refund-panel.tsx';
import { RefundProgress } from './refund-progress.tsx';
import { TransactionNotFound } from './transaction-not-found.tsx';
import './detail-styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';

interface TransactionDetailPageProps {
  scope: SessionScope;
  paymentId: string;
  /** the name of the organization a payment belongs to (its id when the name is not known) */
  organizationNameOf: (orgId: string) => string;
  canRefund: boolean;
  /** the role may redeliver a webhook (owner, admin, developer; masters): issue 33 */
  canRedeliver?: boolean;
}

/** One payment: summary, refund, its refunds and disputes, invoice, activity and webhooks. */
export function TransactionDetailPage({
  scope,
  paymentId,
  organizationNameOf,
  canRefund,
  canRedeliver = false,
}: TransactionDetailPageProps) {
  const t = useT(transactionDetailMessages);
  const { dir } = useDirection();
  const api = useApiClient();
  const paymentQuery = useSuspenseQuery(paymentQueryOptions(api, scope, paymentId));
  const invoiceQuery = useSuspenseQuery(invoiceQueryOptions(api, scope, paymentId));
  const logsQuery = useSuspenseQuery(infoLogsQueryOptions(api, scope, paymentId));
  const webhooksQuery = useSuspenseQuery(webhooksQueryOptions(api, scope, paymentId));
  const refundsQuery = useSuspenseQuery(paymentRefundsQueryOptions(api, scope, paymentId));
  const disputesQuery = useSuspenseQuery(paymentDisputesQueryOptions(api, scope, paymentId));
  const [payment, invoice, logs, webhooks, refunds, disputes] = [
    paymentQuery.data,
    invoiceQuery.data,
    logsQuery.data,
    webhooksQuery.data,
    refundsQuery.data,
    disputesQuery.data,
  ];
  // the oldest of what the page shows: the payment and its refunds, disputes, invoice and activity
  const updatedAt = [paymentQuery, invoiceQuery, logsQuery, webhooksQuery, refundsQuery, disputesQuery].map(
    (query) => query.dataUpdatedAt,
  );
  const providers = useSuspenseQuery(providersQueryOptions(api, scope)).data;
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  if (!payment) return <TransactionNotFound paymentId={paymentId} />;

  const organizationName = organizationNameOf(payment.orgId);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/manage/transactions/" size="sm">
          {/* "back" points the way the page came from: to the right in a right-to-left layout */}
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}
          >
            ←
          </span>{' '}
          {t('backToTransactions')}
        </Anchor>
        <div>
          <Group gap="sm" wrap="wrap" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {payment.title}
            </Title>
            <StatusBadge status={payment.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('paymentReference', { paymentId: payment.paymentId })}
          </Text>
          <DataAsOf updatedAt={updatedAt} />
        </div>
        <RefundProgress scope={scope} refunds={refunds} currencies={currencies} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PaymentSummary
            payment={payment}
            refundable={refundableAmount(payment, refunds)}
            currencies={currencies}
            provider={providerFor(payment, providers)}
            organizationName={organizationName}
          />
          <Stack gap="md">
            <RefundPanel
              // a scope or payment change starts a new form (and a new intent)
              key={`${payment.orgId}:${payment.env}:${payment.paymentId}`}
              scope={scope}
              payment={payment}
              refunds={refunds}
              currencies={currencies}
              organizationName={organizationName}
              canRefund={canRefund}
            />
            <InvoiceSection invoice={invoice} currencies={currencies} />
          </Stack>
        </SimpleGrid>
        <RefundsSection rows={refunds} currencies={currencies} />
        <DisputesSection rows={disputes} currencies={currencies} />
        <InfoLogTimeline logs={logs} />
        <WebhooksSection webhooks={webhooks} canRedeliver={canRedeliver} />
      </Stack>
    </Container>
  );
}
