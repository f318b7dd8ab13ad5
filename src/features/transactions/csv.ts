import { formatDecimal, precisionOf, toDecimal, type CurrencyPrecision } from '../../lib/money.ts';
import type { Transaction } from './queries.ts';
import type { TransactionSearch } from './search.ts';
// one cell, safe from formula injection: shared with the audit log's export
import { csvCell } from '../../lib/csv.ts';

export { csvCell };

/**
 * The columns a finance team expects, in order. A file format rather than the screen's words: the same names
 * (and `yes`/`no` cells) in every language, so that the spreadsheets and import scripts that find a column by
 * its name keep working whoever exported the file.
 */
/* eslint-disable i18n/no-literal-ui-text -- the CSV's column names are a constant format, never translated */
const CSV_COLUMNS = [
  'Payment ID',
  'Created at (UTC)',
  'Title',
  'Customer',
  'Amount',
  'Currency',
  'Status',
  'Captured',
  'Refunded',
  'Processed',
  'Payout ID',
] as const;
/* eslint-enable i18n/no-literal-ui-text */

/**
 * An amount as a spreadsheet reads it: a dot for decimals, no grouping, the currency's own precision (all its
 * decimals, so 0.5 BTC is 0.50000000 and columns line up). Numbers are never written with a leading minus
 * here (amounts are not negative), so a number cell is never neutralised.
 */
export function csvAmount(
  amount: number,
  currency: string,
  currencies: readonly CurrencyPrecision[],
): string {
  const { max } = precisionOf(currencies, currency);
  return formatDecimal(toDecimal(amount), { min: max, max }).replace(/,/g, '');
}

/** One payment as a CSV line (CRLF ends it, as RFC 4180 says). */
export function csvRow(transaction: Transaction, currencies: readonly CurrencyPrecision[]): string {
  const amount = (value: number) => csvAmount(value, transaction.currency, currencies);
  return [
    transaction.paymentId,
    new Date(transaction.createdAt).toISOString(),
    transaction.title,
    transaction.customerEmail,
    amount(transaction.amount),
    transaction.currency,
    transaction.status,
    amount(transaction.capturedAmount),
    amount(transaction.refundedAmount),
    transaction.isProcessed ? 'yes' : 'no',
    transaction.payoutId ?? '',
  ]
    .map(csvCell)
    .join(',')
    .concat('\r\n');
}

export function csvHeader(): string {
  return `${CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
}

/**
 * The file's name says whose, which environment and which range:
 * `transactions_mayas-coffee_test_2026-01-01_2026-01-31.csv` (`all-dates` without a range).
 */
export function csvFileName(
  organization: string,
  env: string,
  search: Pick<TransactionSearch, 'startDate' | 'endDate'>,
): string {
  const slug =
    organization
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'organization';
  const range = search.startDate && search.endDate ? `${search.startDate}_${search.endDate}` : 'all-dates';
  return `transactions_${slug}_${env}_${range}.csv`;
}
