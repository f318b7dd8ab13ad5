import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { CsvExportButton, type CsvExportRun } from '../../components/csv-export/csv-export-button.tsx';
import { useSessionScope } from '../../session/context.tsx';
import { csvFileName } from './csv.ts';
import { exportTransactionsCsv, type TransactionFilters } from './csv-export.ts';
import { currenciesQueryOptions, currentOrganizationName } from './reference-queries.ts';
import { transactionsMessages } from './messages/index.ts';

/**
 * "Export CSV" of exactly the filtered transactions (src/components/csv-export/: progress, Cancel, and
 * privacy mode's question, since the file holds every amount). The file is named after the organization,
 * the environment and the date range.
 */
export function ExportCsvButton({ filters }: { filters: TransactionFilters }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scope = useSessionScope();

  const run: CsvExportRun = async ({ signal, onProgress }) => {
    const currencies = await queryClient.ensureQueryData(currenciesQueryOptions(api, scope));
    return exportTransactionsCsv({ api, filters, currencies, signal, onProgress });
  };
  const fileName = async () =>
    csvFileName(await currentOrganizationName(queryClient, api, scope), scope.env, filters);

  return (
    <CsvExportButton
      run={run}
      fileName={fileName}
      rowWords={transactionsMessages}
      revealsAmountsOf="transactions"
    />
  );
}
