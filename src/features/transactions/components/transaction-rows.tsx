import { memo, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../lib/money.ts';
import type { Transaction } from '../queries.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';

interface RowProps {
  transaction: Transaction;
  currencies: readonly CurrencyPrecision[] | undefined;
  /** the roving tab stop: one row of the list is reachable with Tab, the arrows move between them */
  tabStop: boolean;
  onOpen: (paymentId: string) => void;
}

const amountOf = (t: Transaction, currencies: RowProps['currencies']) =>
  formatMoney(toDecimal(t.amount), t.currency, currencies);

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
  transaction: t,
  currencies,
  tabStop,
  onOpen,
}: RowProps) {
  return (
    <tr
      className="tx-row"
      data-row
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onOpen(t.paymentId)}
      onKeyDown={(event) => onRowKey(event, t.paymentId, onOpen)}
    >
      <td>{formatDayMonthUtc(t.createdAt)}</td>
      <td>
        <PaymentLink paymentId={t.paymentId} />
        <div className="tx-dim">{t.customerEmail}</div>
      </td>
      <td>{t.title}</td>
      <td data-numeric>{amountOf(t, currencies)}</td>
      <td>
        {t.currency} <span className="tx-dim">{t.currencyType}</span>
      </td>
      <td>
        <StatusBadge status={t.status} />
      </td>
      <td>{t.isProcessed ? 'Yes' : 'No'}</td>
    </tr>
  );
});

/** One payment as a card (below 992 px): the same facts stacked, nothing wider than a 390 px phone. */
export const TransactionCard = memo(function TransactionCard({
  transaction: t,
  currencies,
  tabStop,
  onOpen,
}: RowProps) {
  return (
    <li
      className="tx-card"
      data-row
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onOpen(t.paymentId)}
      onKeyDown={(event) => onRowKey(event, t.paymentId, onOpen)}
    >
      <div className="tx-card-line">
        <strong>{amountOf(t, currencies)}</strong>
        <StatusBadge status={t.status} />
      </div>
      <div>{t.title}</div>
      <div className="tx-card-line">
        <PaymentLink paymentId={t.paymentId} />
        <span className="tx-dim">{formatDayMonthUtc(t.createdAt)}</span>
      </div>
      <div className="tx-dim">
        {t.customerEmail} · {t.isProcessed ? 'Processed' : 'Not processed'}
      </div>
    </li>
  );
});
