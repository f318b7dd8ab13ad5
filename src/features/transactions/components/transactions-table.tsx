import type { KeyboardEvent, ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { WIDE_SCREEN_QUERY } from '../../../components/responsive-table.tsx';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { Transaction } from '../queries.ts';
import type { TransactionSearch } from '../search.ts';
import { TransactionCard, TransactionRow } from './transaction-rows.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

type SortField = TransactionSearch['sortField'];
type SortOrder = TransactionSearch['sortOrder'];

interface TransactionsTableProps {
  transactions: readonly Transaction[];
  currencies: readonly CurrencyPrecision[] | undefined;
  sortField: SortField;
  sortOrder: SortOrder;
  onSort: (field: SortField, order: SortOrder) => void;
  onOpen: (paymentId: string) => void;
}

/** Arrow up/down move focus between the rows (the row and card elements carry `data-row`). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  const current = rows.findIndex((row) => row === document.activeElement);
  if (current === -1) return;
  event.preventDefault();
  const next = rows[Math.max(0, Math.min(rows.length - 1, current + (event.key === 'ArrowDown' ? 1 : -1)))];
  for (const row of rows) row.tabIndex = row === next ? 0 : -1;
  next?.focus();
}

type MessageKey = keyof (typeof transactionsMessages)['source'];

/** The columns, each named by its message (translated at render). */
const COLUMNS: { name: MessageKey; sort?: SortField; numeric?: boolean }[] = [
  { name: 'columnCreated', sort: 'createdAt' },
  { name: 'columnPayment' },
  { name: 'columnTitle', sort: 'title' },
  { name: 'columnAmount', sort: 'amount', numeric: true },
  { name: 'columnCurrency', sort: 'currency' },
  { name: 'columnStatus', sort: 'status' },
  { name: 'columnProcessed' },
];

function SortHeader(props: {
  label: string;
  field: SortField;
  numeric?: boolean;
  sortField: SortField;
  sortOrder: SortOrder;
  onSort: TransactionsTableProps['onSort'];
}) {
  const { label, field, numeric, sortField, sortOrder, onSort } = props;
  const active = field === sortField;
  // a new column starts descending (newest, largest first); the active one flips
  const next: SortOrder = active && sortOrder === 'desc' ? 'asc' : 'desc';
  return (
    <th
      scope="col"
      data-numeric={numeric || undefined}
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="tx-sort" onClick={() => onSort(field, next)}>
        {label}
        <span aria-hidden="true">{active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/**
 * A page of payments: a table with sortable headers on a wide screen, cards below 992 px. Rows are plain
 * memoized elements; one of them is in the tab order, arrows move through them and Enter (or a click) opens one.
 */
export function TransactionsTable(props: TransactionsTableProps) {
  const { transactions, currencies, sortField, sortOrder, onSort, onOpen } = props;
  const t = useT(transactionsMessages);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });

  if (!wide) {
    return (
      <ul className="tx-cards" aria-label={t('tableLabel')} onKeyDown={moveFocus}>
        {transactions.map((transaction, index) => (
          <TransactionCard
            key={transaction._id}
            transaction={transaction}
            currencies={currencies}
            tabStop={index === 0}
            onOpen={onOpen}
          />
        ))}
      </ul>
    );
  }
  const headers: ReactNode[] = COLUMNS.map((column) =>
    column.sort ? (
      <SortHeader
        key={column.name}
        label={t(column.name)}
        field={column.sort}
        numeric={column.numeric}
        sortField={sortField}
        sortOrder={sortOrder}
        onSort={onSort}
      />
    ) : (
      <th key={column.name} scope="col">
        {t(column.name)}
      </th>
    ),
  );
  return (
    <div className="tx-table-scroll">
      <table className="tx-table" aria-label={t('tableLabel')}>
        <thead>
          <tr>{headers}</tr>
        </thead>
        <tbody onKeyDown={moveFocus}>
          {transactions.map((transaction, index) => (
            <TransactionRow
              key={transaction._id}
              transaction={transaction}
              currencies={currencies}
              tabStop={index === 0}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
