import { dataOf, type ApiClient } from '../../api/client.ts';
import { UTF8_BOM } from '../../lib/csv.ts';
import { auditCsvHeader, auditCsvRow } from './csv.ts';
import type { AuditFilters } from './queries.ts';

/** The contract's largest page: the fewest requests for a large export. */
const EXPORT_PAGE_SIZE = 100;

interface AuditExportProgress {
  written: number;
  total: number;
}

export interface AuditExportOptions {
  api: ApiClient;
  filters: AuditFilters;
  /** cancels the export: the request in flight is aborted and the promise rejects with the abort reason */
  signal: AbortSignal;
  onProgress?: (progress: AuditExportProgress) => void;
  pageSize?: number;
}

/**
 * Every entry of the filters as one CSV file, newest first as the screen lists them, read page by page until the
 * provider's page count is reached (the transactions export's approach). An entry recorded while the export runs
 * lands before page 1, pushing the others down: one may be offered twice, never skipped, and it is written once.
 * A failed page rejects the whole export (a partial file would look complete), as does an abort.
 */
export async function exportAuditCsv(options: AuditExportOptions): Promise<{ blob: Blob; rows: number }> {
  const { api, filters, signal, onProgress, pageSize = EXPORT_PAGE_SIZE } = options;
  const parts: string[] = [UTF8_BOM, auditCsvHeader()];
  const written = new Set<string>();
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page++) {
    signal.throwIfAborted();
    const result = await dataOf(
      api.GET('/v1/audit', { params: { query: { ...filters, page, limit: pageSize } }, signal }),
    );
    signal.throwIfAborted();
    let chunk = '';
    for (const entry of result.results) {
      if (written.has(entry._id)) continue;
      written.add(entry._id);
      chunk += auditCsvRow(entry);
    }
    if (chunk) parts.push(chunk);
    totalPages = result.totalPages;
    onProgress?.({ written: written.size, total: Math.max(result.totalResults, written.size) });
    if (result.results.length === 0) break;
  }
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: written.size };
}
