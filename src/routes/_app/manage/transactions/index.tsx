import { Container } from '@mantine/core';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen.tsx';
import { AllLoadedTransactions } from '../../../../features/transactions/all-loaded-list.tsx';
import { ExportCsvButton } from '../../../../features/transactions/export-csv-button.tsx';
import { transactionFilters, validateTransactionSearch } from '../../../../features/transactions/search.ts';

// TEMP mount (issue 11, export branch): the list helper's route replaces this file at merge
export const Route = createFileRoute('/_app/manage/transactions/')({
  validateSearch: (search: Record<string, unknown> & SearchSchemaInput) => ({
    ...validateTransactionSearch(search),
    ...(search.view === 'all' ? { view: 'all' as const } : {}),
  }),
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const { view, ...search } = Route.useSearch();
  const filters = transactionFilters(search);
  return (
    <>
      <PlannedScreen
        title="Transactions"
        description="Every payment with filters, search, sorting, detail, refunds, disputes and CSV export."
      />
      <Container size="xl" pb="xl">
        {view === 'all' ? (
          <AllLoadedTransactions
            filters={filters}
            sortField={search.sortField}
            sortOrder={search.sortOrder}
          />
        ) : (
          <ExportCsvButton filters={filters} />
        )}
      </Container>
    </>
  );
}
