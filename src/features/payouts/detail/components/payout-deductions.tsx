import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../api/context.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../../components/responsive-table.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../../lib/money.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import {
  payoutDisputesQueryOptions,
  payoutRefundsQueryOptions,
  type PayoutDispute,
  type PayoutRefund,
} from '../queries.ts';
import { TransactionLink } from './transaction-link.tsx';

interface DeductionsProps {
  scope: SessionScope;
  payoutId: string;
  currencies: readonly CurrencyPrecision[];
}

const words = (value: string) => value.replace(/_/g, ' ');

/** The lost disputes the payout deducted, each opening its payment. */
export function PayoutDisputes({ scope, payoutId, currencies }: DeductionsProps) {
  const api = useApiClient();
  const disputes = useSuspenseQuery(payoutDisputesQueryOptions(api, scope, payoutId)).data;
  const columns: Column<PayoutDispute>[] = [
    {
      key: 'payment',
      header: 'Payment',
      render: (d) => <TransactionLink paymentId={d.paymentId}>{d.paymentId}</TransactionLink>,
    },
    { key: 'reason', header: 'Reason', render: (d) => words(d.reason) },
    { key: 'status', header: 'Status', render: (d) => words(d.status) },
    { key: 'date', header: 'Opened', render: (d) => formatDate(d.createdAt) },
    {
      key: 'amount',
      header: 'Amount',
      numeric: true,
      render: (d) => formatMoney(toDecimal(d.amount), d.currency, currencies),
    },
  ];
  if (disputes.length === 0)
    return <EmptyState order={3} title="No disputes" description="This payout deducted no lost disputes." />;
  return (
    <ResponsiveTable label="Disputes deducted" columns={columns} rows={disputes} rowKey={(d) => d._id} />
  );
}

/** The refunds the payout deducted, each opening its payment. */
export function PayoutRefunds({ scope, payoutId, currencies }: DeductionsProps) {
  const api = useApiClient();
  const refunds = useSuspenseQuery(payoutRefundsQueryOptions(api, scope, payoutId)).data;
  const columns: Column<PayoutRefund>[] = [
    {
      key: 'payment',
      header: 'Payment',
      render: (r) => <TransactionLink paymentId={r.paymentId}>{r.paymentId}</TransactionLink>,
    },
    { key: 'status', header: 'Status', render: (r) => words(r.status) },
    { key: 'reason', header: 'Reason', render: (r) => r.reason ?? '—' },
    { key: 'date', header: 'Created', render: (r) => formatDate(r.createdAt) },
    {
      key: 'amount',
      header: 'Amount',
      numeric: true,
      render: (r) => formatMoney(toDecimal(r.amount), r.currency, currencies),
    },
  ];
  if (refunds.length === 0)
    return <EmptyState order={3} title="No refunds" description="This payout deducted no refunds." />;
  return <ResponsiveTable label="Refunds deducted" columns={columns} rows={refunds} rowKey={(r) => r._id} />;
}
