import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { memo } from 'react';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../lib/money.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { Transaction } from '../queries.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedAmount } from '../../../components/money.tsx';

/** The height of one row in pixels: fixed, so the virtualizer never measures a row (all-loaded-list.css). */
export const ROW_HEIGHT = 40;
/** In a narrow table (a phone) a row takes two lines: the payment, then amount and status. */
export const ROW_HEIGHT_NARROW = 56;

export type AllLoadedLayout = 'wide' | 'medium' | 'narrow';

/** Which columns fit the table's width (in CSS pixels): all six, four, or the two-line narrow rows. */
export function layoutFor(width: number): AllLoadedLayout {
  return width >= 860 ? 'wide' : width >= 640 ? 'medium' : 'narrow';
}

export interface AllLoadedRowProps {
  transaction: Transaction;
  index: number;
  /** the row's 1-based position in the whole table, the header being row 1 */
  rowIndex: number;
  /** the one row in the tab order (roving focus) */
  active: boolean;
  currencies: readonly CurrencyPrecision[] | undefined;
  /** the language the row is written in: a new one renders the memoised row again */
  locale: Locale;
}

/** The same words as the paged list's rows ("5 March 2025, 14:03 UTC"): one date form for a payment's time. */
function createdText(createdAt: string): string {
  return formatDayMonthUtc(createdAt) ?? '';
}

/**
 * One payment of the all-loaded list: plain elements, no component library tree, and memoised, so that
 * scrolling renders only the rows coming into view. Clicks and keys are handled once by the list (delegation),
 * so the row takes no callbacks and its props stay equal between renders.
 */
export const AllLoadedRow = memo(function AllLoadedRow({
  transaction,
  index,
  rowIndex,
  active,
  currencies,
}: AllLoadedRowProps) {
  const hidden = useAmountsHidden();
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      className="bo-all-loaded-row"
      data-index={index}
      data-payment-id={transaction.paymentId}
    >
      <div role="cell" className="bo-all-loaded-id">
        {transaction.paymentId}
      </div>
      <div role="cell" className="bo-all-loaded-created">
        {createdText(transaction.createdAt)}
      </div>
      <div role="cell" className="bo-all-loaded-title">
        {transaction.title}
      </div>
      <div role="cell" className="bo-all-loaded-customer">
        {transaction.customerEmail}
      </div>
      <div role="cell" className="bo-all-loaded-amount">
        {hidden ? (
          <MaskedAmount currency={transaction.currency} />
        ) : (
          formatMoney(toDecimal(transaction.amount), transaction.currency, currencies)
        )}
      </div>
      <div role="cell" className="bo-all-loaded-status" data-status={transaction.status}>
        {statusLabel(transaction.status)}
      </div>
    </div>
  );
});
