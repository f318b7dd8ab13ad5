import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { PagePagination } from '../../../../components/page-pagination.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../api/context.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../../lib/dates.ts';
import { StatusBadge } from '../../../../components/status-badge.tsx';
import type { CurrencyPrecision } from '../../../../lib/money.ts';
import { formatCount } from '../../../../lib/count.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import { payoutPaymentsQueryOptions, type PayoutPayment } from '../queries.ts';
import { PAYOUT_PAYMENT_PAGE_SIZES } from '../search.ts';
import { TransactionLink } from './transaction-link.tsx';
import { Money } from '../../../../components/money.tsx';

interface PayoutPaymentsProps {
  scope: SessionScope;
  payoutId: string;
  page: number;
  limit: number;
  currencies: readonly CurrencyPrecision[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** The payments the payout paid out, a page at a time, each opening its transaction. */
export function PayoutPayments(props: PayoutPaymentsProps) {
  const { scope, payoutId, page, limit, currencies, onPageChange, onLimitChange } = props;
  const t = useT(payoutsMessages);
  const api = useApiClient();
  const { data } = useSuspenseQuery(payoutPaymentsQueryOptions(api, scope, payoutId, page, limit));
  const columns: Column<PayoutPayment>[] = [
    {
      key: 'payment',
      header: t('columnPayment'),
      render: (payment) => (
        <TransactionLink paymentId={payment.paymentId}>{payment.paymentId}</TransactionLink>
      ),
    },
    { key: 'title', header: t('columnTitle'), render: (payment) => payment.title },
    {
      key: 'date',
      header: t('columnDate'),
      render: (payment) => formatDayMonthUtc(payment.createdAt),
    },
    {
      key: 'status',
      header: t('columnStatus'),
      render: (payment) => <StatusBadge status={payment.status} />,
    },
    {
      key: 'amount',
      header: t('columnAmount'),
      numeric: true,
      render: (payment) => (
        <Money amount={payment.amount} currency={payment.currency} currencies={currencies} />
      ),
    },
  ];
  if (data.results.length === 0) {
    return (
      <EmptyState
        order={3}
        title={page > 1 ? t('noPaymentsOnPage') : t('noPaymentsInPayout')}
        description={page > 1 ? t('paymentsEndOnPage', { page: data.totalPages }) : undefined}
      />
    );
  }
  return (
    <Stack gap="md">
      <ResponsiveTable
        label={t('paymentsInPayout')}
        columns={columns}
        rows={data.results}
        rowKey={(p) => p._id}
      />
      <Group component="nav" aria-label={t('paymentPages')} justify="space-between" gap="sm">
        <Text size="sm">
          {t('paymentsPageOf', {
            page,
            total: Math.max(data.totalPages, 1),
            count: data.totalResults,
            countText: formatCount(data.totalResults),
          })}
        </Text>
        <Group gap="sm">
          <NativeSelect
            aria-label={t('paymentsPerPage')}
            size="xs"
            w={80}
            value={String(limit)}
            data={PAYOUT_PAYMENT_PAGE_SIZES.map(String)}
            onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          />
          {data.totalPages > 1 && (
            <PagePagination
              size="sm"
              total={data.totalPages}
              value={Math.min(page, data.totalPages)}
              onChange={onPageChange}
            />
          )}
        </Group>
      </Group>
    </Stack>
  );
}
