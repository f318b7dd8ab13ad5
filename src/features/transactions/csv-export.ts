import { dataOf, type ApiClient } from '../../api/client.ts';
import type { CurrencyPrecision } from '../../lib/money.ts';
import { csvHeader, csvRow } from './csv.ts';
import type { transactionFilters } from './search.ts';

export type TransactionFilters = ReturnType<typeof transactionFilters>;

/** The contract's largest page: the fewest requests for a large export. */
const EXPORT_PAGE_SIZE = 100;

/**
 * Oldest first, with the provider's id as its tie-breaker: a payment created while the export runs lands after
 * every page already read, so it can never push a row of an earlier page onto the next one (twice in the file).
 * A ledger reads in this order too.
 */
const EXPORT_SORT = { sortField: 'createdAt', sortOrder: 'asc' } as const;

/**
 * Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it the titles' dashes and
 * customers' accents turn into mojibake. Other readers skip it.
 */
const UTF8_BOM = '\uFEFF';

interface CsvExportProgress {
  /** rows written so far */
  written: number;
  /** rows the provider counts for these filters (its latest answer) */
  total: number;
}

export interface CsvExportOptions {
  api: ApiClient;
  filters: TransactionFilters;
  currencies: readonly CurrencyPrecision[];
  /** cancels the export: the request in flight is aborted and the promise rejects with the abort reason */
  signal: AbortSignal;
  onProgress?: (progress: CsvExportProgress) => void;
  pageSize?: number;
}

export interface CsvExport {
  blob: Blob;
  rows: number;
}

/**
 * Every transaction of the filters as one CSV file, read page by page (GET /v1/transaction, `limit` 100,
 * pages 1…n) until the provider's page count is reached. Each page becomes one Blob part as it arrives, so the
 * file is never held as one giant string. A failed page rejects the whole export (a partial file would look
 * complete), as does an abort.
 */
export async function exportTransactionsCsv(options: CsvExportOptions): Promise<CsvExport> {
  const { api, filters, currencies, signal, onProgress, pageSize = EXPORT_PAGE_SIZE } = options;
  const parts: string[] = [UTF8_BOM, csvHeader()];
  // a payment whose status changed between two pages could be offered twice; it is written once
  const written = new Set<string>();
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page++) {
    signal.throwIfAborted();
    const result = await dataOf(
      api.GET('/v1/transaction', {
        params: { query: { ...filters, ...EXPORT_SORT, page, limit: pageSize } },
        signal,
      }),
    );
    signal.throwIfAborted();
    let chunk = '';
    for (const transaction of result.results) {
      if (written.has(transaction._id)) continue;
      written.add(transaction._id);
      chunk += csvRow(transaction, currencies);
    }
    if (chunk) parts.push(chunk);
    totalPages = result.totalPages;
    onProgress?.({ written: written.size, total: Math.max(result.totalResults, written.size) });
    if (result.results.length === 0) break;
  }
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: written.size };
}

// the browser's download of a file: shared with the audit log's export (src/lib/csv.ts)
export { saveFile } from '../../lib/csv.ts';
