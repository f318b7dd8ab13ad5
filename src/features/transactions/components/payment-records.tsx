import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { Currency, Dispute, Refund } from '../detail-queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { DetailSection } from './detail-section.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { Money } from '../../../components/money.tsx';

interface RecordsProps<Row> {
  rows: readonly Row[];
  currencies: readonly Currency[];
}

/** The payment's refunds, newest first; a failed one says why. */
export function RefundsSection({ rows, currencies }: RecordsProps<Refund>) {
  const t = useT(transactionDetailMessages);
  const columns: Column<Refund>[] = [
    {
      key: 'amount',
      header: t('amount'),
      render: (refund) => <Money amount={refund.amount} currency={refund.currency} currencies={currencies} />,
      numeric: true,
    },
    { key: 'status', header: t('status'), render: (refund) => <StatusBadge status={refund.status} /> },
    {
      key: 'detail',
      header: t('reason'),
      render: (refund) => refund.failureReason ?? refund.reason ?? '—',
    },
    {
      key: 'created',
      header: t('requested'),
      render: (refund) => formatDayMonthUtc(refund.createdAt) ?? '—',
    },
  ];
  return (
    <DetailSection id="refunds" title={t('refunds')} empty={rows.length ? null : t('noRefunds')}>
      <ResponsiveTable
        label={t('refundsLabel')}
        columns={columns}
        rows={rows}
        rowKey={(refund) => refund._id}
      />
    </DetailSection>
  );
}

/** The payment's disputes, with the customer's reason and the response deadline. */
export function DisputesSection({ rows, currencies }: RecordsProps<Dispute>) {
  const t = useT(transactionDetailMessages);
  const columns: Column<Dispute>[] = [
    {
      key: 'amount',
      header: t('amount'),
      render: (dispute) => (
        <Money amount={dispute.amount} currency={dispute.currency} currencies={currencies} />
      ),
      numeric: true,
    },
    { key: 'status', header: t('status'), render: (dispute) => <StatusBadge status={dispute.status} /> },
    { key: 'reason', header: t('reason'), render: (dispute) => dispute.reason },
    { key: 'due', header: t('respondBy'), render: (dispute) => formatDayMonthUtc(dispute.dueBy) ?? '—' },
  ];
  return (
    <DetailSection id="disputes" title={t('disputes')} empty={rows.length ? null : t('noDisputes')}>
      <ResponsiveTable
        label={t('disputesLabel')}
        columns={columns}
        rows={rows}
        rowKey={(dispute) => dispute._id}
      />
    </DetailSection>
  );
}
