import { memo, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { Transaction } from '../queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';
import { Money } from '../../../components/money.tsx';

interface RowProps {
  transaction: Transaction;
  currencies: readonly CurrencyPrecision[] | undefined;
  /** the roving tab stop: one row of the list is reachable with Tab, the arrows move between them */
  tabStop: boolean;
  onOpen: (paymentId: string) => void;
}

const amountOf = (t: Transaction, currencies: RowProps['currencies']) => (
  <Money amount={t.amount} currency={t.currency} currencies={currencies} />
);

function onRowKey(event: KeyboardEvent<HTMLElement>, paymentId: string, onOpen: (id: string) => void) {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    onOpen(paymentId);
  }
}

/** The payment id as a real link (new tab, copy address), out of the tab order: the row itself is the stop. */
function PaymentLink({ paymentId }: { paymentId: string }) {
  return (
    <Link
      to="/manage/transactions/$paymentId"
      params={{ paymentId }}
      tabIndex={-1}
      className="tx-mono"
      onClick={(event) => event.stopPropagation()}
    >
      {paymentId}
    </Link>
  );
}

/** One payment as a table row (≥ 992 px): plain cells, memoized, so paging 100 rows re-renders only new ones. */
export const TransactionRow = memo(function TransactionRow({
  transaction: payment,
  currencies,
  tabStop,
  onOpen,
}: RowProps) {
  const t = useT(transactionsMessages);
  return (
    <tr
      className="tx-row"
      data-row
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onOpen(payment.paymentId)}
      onKeyDown={(event) => onRowKey(event, payment.paymentId, onOpen)}
    >
      <td>{formatDayMonthUtc(payment.createdAt)}</td>
      <td>
        <PaymentLink paymentId={payment.paymentId} />
        <div className="tx-dim">{payment.customerEmail}</div>
      </td>
      <td>{payment.title}</td>
      <td data-numeric>{amountOf(payment, currencies)}</td>
      <td>
        {payment.currency}{' '}
        <span className="tx-dim">
          {t('currencyTypeTag', { type: payment.currencyType, typeText: payment.currencyType })}
        </span>
      </td>
      <td>
        <StatusBadge status={payment.status} />
      </td>
      <td>{payment.isProcessed ? t('processedYes') : t('processedNo')}</td>
    </tr>
  );
});

/** One payment as a card (below 992 px): the same facts stacked, nothing wider than a 390 px phone. */
export const TransactionCard = memo(function TransactionCard({
  transaction: payment,
  currencies,
  tabStop,
  onOpen,
}: RowProps) {
  const t = useT(transactionsMessages);
  return (
    <li
      className="tx-card"
      data-row
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onOpen(payment.paymentId)}
      onKeyDown={(event) => onRowKey(event, payment.paymentId, onOpen)}
    >
      <div className="tx-card-line">
        <strong>{amountOf(payment, currencies)}</strong>
        <StatusBadge status={payment.status} />
      </div>
      <div>{payment.title}</div>
      <div className="tx-card-line">
        <PaymentLink paymentId={payment.paymentId} />
        <span className="tx-dim">{formatDayMonthUtc(payment.createdAt)}</span>
      </div>
      <div className="tx-dim">
        {payment.customerEmail} · {payment.isProcessed ? t('cardProcessed') : t('cardNotProcessed')}
      </div>
    </li>
  );
});
