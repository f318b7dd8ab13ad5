import { lazy, Suspense } from 'react';
import { ScreenLoading } from '../../components/screen-loading.tsx';
import type { TransactionSearch, transactionFilters } from './search.ts';

export interface AllLoadedTransactionsProps {
  filters: ReturnType<typeof transactionFilters>;
  sortField: TransactionSearch['sortField'];
  sortOrder: TransactionSearch['sortOrder'];
}

// the list, its rows and the virtualizer load with this view only: the transactions route's chunk stays small
const AllLoadedTransactionsView = lazy(() => import('./all-loaded/all-loaded-list-view.tsx'));

/**
 * Every transaction of the view in one virtualized list ("show all loaded"), paged in as the user scrolls or
 * all at once with "Load all". A lazy boundary: its code is fetched when it is first shown.
 */
export function AllLoadedTransactions(props: AllLoadedTransactionsProps) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AllLoadedTransactionsView {...props} />
    </Suspense>
  );
}
