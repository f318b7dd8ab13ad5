import type { TransactionSearch, transactionFilters } from './search.ts';

/**
 * Mount point of the virtualized list of every loaded transaction (issue 11; built on its own branch, which
 * replaces this file): the list renders it instead of the paged table when the URL says `view=all`. Until then
 * it renders nothing.
 */
export function AllLoadedTransactions(_props: {
  filters: ReturnType<typeof transactionFilters>;
  sortField: TransactionSearch['sortField'];
  sortOrder: TransactionSearch['sortOrder'];
}) {
  return null;
}
