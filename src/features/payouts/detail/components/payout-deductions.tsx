import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../api/context.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ResponsiveTable, type Column } from '../../../../components/responsive-table.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../../lib/money.ts';
import { enumLabel } from '../../../../lib/enum-label.ts';
import { statusLabel } from '../../../../lib/status-vocabulary.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import {
  payoutDisputesQueryOptions,
  payoutRefundsQueryOptions,
  type PayoutDispute,
  type PayoutRefund,
} from '../queries.ts';
import { TransactionLink } from './transaction-link.tsx';
import { Money } from '../../../../components/money.tsx';

interface DeductionsProps {
  scope: SessionScope;
  payoutId: string;
  currencies: readonly CurrencyPrecision[];
}

/** The lost disputes the payout deducted, each opening its payment. */
export function PayoutDisputes({ scope, payoutId, currencies }: DeductionsProps) {
  const api = useApiClient();
  const t = useT(payoutsMessages);
  const disputes = useSuspenseQuery(payoutDisputesQueryOptions(api, scope, payoutId)).data;
  const columns: Column<PayoutDispute>[] = [
    {
      key: 'payment',
      header: t('columnPayment'),
      render: (d) => <TransactionLink paymentId={d.paymentId}>{d.paymentId}</TransactionLink>,
    },
    { key: 'reason', header: t('columnReason'), render: (d) => enumLabel(d.reason) },
    { key: 'status', header: t('columnStatus'), render: (d) => statusLabel(d.status) },
    { key: 'date', header: t('columnOpened'), render: (d) => formatDate(d.createdAt) },
    {
      key: 'amount',
      header: t('columnAmount'),
      numeric: true,
      render: (d) => <Money amount={d.amount} currency={d.currency} currencies={currencies} />,
    },
  ];
  if (disputes.length === 0)
    return <EmptyState order={3} title={t('noDisputes')} description={t('noDisputesBody')} />;
  return (
    <ResponsiveTable label={t('disputesDeducted')} columns={columns} rows={disputes} rowKey={(d) => d._id} />
  );
}

/** The refunds the payout deducted, each opening its payment. */
export function PayoutRefunds({ scope, payoutId, currencies }: DeductionsProps) {
  const api = useApiClient();
  const t = useT(payoutsMessages);
  const refunds = useSuspenseQuery(payoutRefundsQueryOptions(api, scope, payoutId)).data;
  const columns: Column<PayoutRefund>[] = [
    {
      key: 'payment',
      header: t('columnPayment'),
      render: (r) => <TransactionLink paymentId={r.paymentId}>{r.paymentId}</TransactionLink>,
    },
    { key: 'status', header: t('columnStatus'), render: (r) => statusLabel(r.status) },
    { key: 'reason', header: t('columnReason'), render: (r) => r.reason ?? '—' },
    { key: 'date', header: t('columnCreated'), render: (r) => formatDate(r.createdAt) },
    {
      key: 'amount',
      header: t('columnAmount'),
      numeric: true,
      render: (r) => <Money amount={r.amount} currency={r.currency} currencies={currencies} />,
    },
  ];
  if (refunds.length === 0)
    return <EmptyState order={3} title={t('noRefunds')} description={t('noRefundsBody')} />;
  return (
    <ResponsiveTable label={t('refundsDeducted')} columns={columns} rows={refunds} rowKey={(r) => r._id} />
  );
}
