import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { Currency, Dispute, Refund } from '../detail-queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { DetailSection } from './detail-section.tsx';

interface RecordsProps<Row> {
  rows: readonly Row[];
  currencies: readonly Currency[];
}

/** The payment's refunds, newest first; a failed one says why. */
export function RefundsSection({ rows, currencies }: RecordsProps<Refund>) {
  const columns: Column<Refund>[] = [
    {
      key: 'amount',
      header: 'Amount',
      render: (refund) => formatMoney(toDecimal(refund.amount), refund.currency, currencies),
      numeric: true,
    },
    { key: 'status', header: 'Status', render: (refund) => <StatusBadge status={refund.status} /> },
    {
      key: 'detail',
      header: 'Reason',
      render: (refund) => refund.failureReason ?? refund.reason ?? '—',
    },
    { key: 'created', header: 'Requested', render: (refund) => formatDayMonthUtc(refund.createdAt) ?? '—' },
  ];
  return (
    <DetailSection id="refunds" title="Refunds" empty={rows.length ? null : 'No refund yet.'}>
      <ResponsiveTable
        label="Refunds of this payment"
        columns={columns}
        rows={rows}
        rowKey={(refund) => refund._id}
      />
    </DetailSection>
  );
}

/** The payment's disputes, with the customer's reason and the response deadline. */
export function DisputesSection({ rows, currencies }: RecordsProps<Dispute>) {
  const columns: Column<Dispute>[] = [
    {
      key: 'amount',
      header: 'Amount',
      render: (dispute) => formatMoney(toDecimal(dispute.amount), dispute.currency, currencies),
      numeric: true,
    },
    { key: 'status', header: 'Status', render: (dispute) => <StatusBadge status={dispute.status} /> },
    { key: 'reason', header: 'Reason', render: (dispute) => dispute.reason },
    { key: 'due', header: 'Respond by', render: (dispute) => formatDayMonthUtc(dispute.dueBy) ?? '—' },
  ];
  return (
    <DetailSection id="disputes" title="Disputes" empty={rows.length ? null : 'No dispute.'}>
      <ResponsiveTable
        label="Disputes of this payment"
        columns={columns}
        rows={rows}
        rowKey={(dispute) => dispute._id}
      />
    </DetailSection>
  );
}
