import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useQuery } from '@tanstack/react-query';
import { DataAsOf } from '../../../components/data-as-of.tsx';
import { useApiClient } from '../../../api/context.tsx';
import { isApiError } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { transactionsQueryOptions } from '../queries.ts';
import { TRANSACTION_PAGE_SIZES, type TransactionSearch } from '../search.ts';
import { TransactionsTable } from './transactions-table.tsx';
import { formatCount } from '../../../lib/count.ts';

interface TransactionsListProps {
  scope: SessionScope;
  /** what goes to the provider: the URL's filters, paging and sort */
  search: TransactionSearch;
  filtered: boolean;
  currencies: readonly CurrencyPrecision[] | undefined;
  onChange: (patch: Partial<TransactionSearch>) => void;
  onClearFilters: () => void;
  onOpen: (paymentId: string) => void;
}

/** The rows while the first answer is on its way: the table's shape, so nothing jumps when it arrives. */
export function TransactionRowsSkeleton() {
  return (
    <Stack gap={6} aria-hidden="true" data-testid="transactions-skeleton">
      {Array.from({ length: 8 }, (_, row) => (
        <Skeleton key={row} height={34} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A page of payments for the view. The previous page stays on screen (dimmed, with a small "Updating…") while
 * the next one loads, and a newer view cancels the request of the one it replaces (the query's signal).
 */
export function TransactionsList(props: TransactionsListProps) {
  const { scope, search, filtered, currencies, onChange, onClearFilters, onOpen } = props;
  const api = useApiClient();
  const query = useQuery(transactionsQueryOptions(api, scope, search));
  const { data } = query;

  if (!data) {
    if (query.isError)
      return (
        <Alert color="red" variant="light" role="alert" title="The transactions could not be loaded">
          <Text size="sm" mb="sm">
            {isApiError(query.error) ? query.error.message : 'Something went wrong.'}
          </Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    return (
      <>
        <VisuallyHidden role="status">Loading transactions…</VisuallyHidden>
        <TransactionRowsSkeleton />
      </>
    );
  }

  const updating = query.isPlaceholderData && query.isFetching;
  const first = (data.page - 1) * data.limit + 1;
  const last = first + data.results.length - 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" mih={22}>
        <Text size="sm" aria-live="polite">
          {data.totalResults === 0
            ? 'No payments'
            : data.results.length === 0
              ? `${formatCount(data.totalResults)} payments`
              : `${formatCount(first)}–${formatCount(last)} of ${formatCount(data.totalResults)} payments`}
        </Text>
        <DataAsOf updatedAt={query.dataUpdatedAt} />
        {updating && (
          <Group gap={6} role="status">
            <Loader size={14} />
            <Text size="xs" c="dimmed">
              Updating…
            </Text>
          </Group>
        )}
        {query.isError && (
          <Group gap="xs" role="alert">
            <Text size="xs" c="red">
              {isApiError(query.error) ? query.error.message : 'Could not refresh.'}
            </Text>
            <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </Group>
      <div className={updating ? 'tx-busy' : undefined} aria-busy={updating || undefined}>
        {data.results.length > 0 ? (
          <TransactionsTable
            transactions={data.results}
            currencies={currencies}
            sortField={search.sortField}
            sortOrder={search.sortOrder}
            onSort={(sortField, sortOrder) => onChange({ sortField, sortOrder })}
            onOpen={onOpen}
          />
        ) : data.totalResults > 0 ? (
          <EmptyState
            title={`There is no page ${search.page}`}
            description={`These filters give ${data.totalPages} page${data.totalPages === 1 ? '' : 's'}.`}
            action={
              <Button size="xs" onClick={() => onChange({ page: 1 })}>
                Go to the first page
              </Button>
            }
          />
        ) : filtered ? (
          <EmptyState
            title="No payment matches these filters"
            description="Widen the date range or clear the filters to see every payment."
            action={
              <Button size="xs" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No payments yet"
            description="Payments made with this organization's API keys in this environment appear here."
          />
        )}
      </div>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <NativeSelect
          label="Per page"
          size="xs"
          w={96}
          value={String(search.limit)}
          data={TRANSACTION_PAGE_SIZES.map(String)}
          onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
        />
        {data.totalPages > 1 && (
          <nav aria-label="Transaction pages">
            <PagePagination
              total={data.totalPages}
              value={Math.min(search.page, data.totalPages)}
              onChange={(page) => onChange({ page })}
              size="sm"
            />
          </nav>
        )}
      </Group>
    </Stack>
  );
}
