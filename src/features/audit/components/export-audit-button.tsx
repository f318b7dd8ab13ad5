import { useApiClient } from '../../../api/context.tsx';
import { CsvExportButton, type CsvExportRun } from '../../../components/csv-export/csv-export-button.tsx';
import { auditCsvFileName } from '../csv.ts';
import { exportAuditCsv } from '../csv-export.ts';
import { auditMessages } from '../messages/index.ts';
import type { AuditFilters } from '../queries.ts';

interface ExportAuditButtonProps {
  filters: AuditFilters;
  /** the file's name says whose log and which environment */
  organizationName: string;
  env: string;
}

/**
 * "Export CSV" of exactly the filtered entries (src/components/csv-export/, as the transactions' export).
 * Entries carry refunds' and payouts' amounts in their changes, so privacy mode asks first, as it does there.
 */
export function ExportAuditButton({ filters, organizationName, env }: ExportAuditButtonProps) {
  const api = useApiClient();
  const run: CsvExportRun = ({ signal, onProgress }) => exportAuditCsv({ api, filters, signal, onProgress });
  return (
    <CsvExportButton
      run={run}
      fileName={() => auditCsvFileName(organizationName, env, filters)}
      rowWords={auditMessages}
      revealsAmountsOf="entries"
    />
  );
}
