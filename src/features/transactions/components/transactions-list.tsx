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
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

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
  const t = useT(transactionsMessages);
  const api = useApiClient();
  const query = useQuery(transactionsQueryOptions(api, scope, search));
  const { data } = query;

  if (!data) {
    if (query.isError)
      return (
        <Alert color="red" variant="light" role="alert" title={t('loadFailedTitle')}>
          <Text size="sm" mb="sm">
            {isApiError(query.error) ? query.error.message : t('somethingWentWrong')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      );
    return (
      <>
        <VisuallyHidden role="status">{t('loadingTransactions')}</VisuallyHidden>
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
            ? t('noPayments')
            : data.results.length === 0
              ? t('paymentCount', { count: data.totalResults, countText: formatCount(data.totalResults) })
              : t('paymentRange', {
                  total: data.totalResults,
                  firstText: formatCount(first),
                  lastText: formatCount(last),
                  totalText: formatCount(data.totalResults),
                })}
        </Text>
        <DataAsOf updatedAt={query.dataUpdatedAt} />
        {updating && (
          <Group gap={6} role="status">
            <Loader size={14} />
            <Text size="xs" c="dimmed">
              {t('updating')}
            </Text>
          </Group>
        )}
        {query.isError && (
          <Group gap="xs" role="alert">
            <Text size="xs" c="red">
              {isApiError(query.error) ? query.error.message : t('refreshFailed')}
            </Text>
            <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
              {t('tryAgain')}
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
            title={t('noSuchPageTitle', { page: search.page })}
            description={t('noSuchPageDescription', { pages: data.totalPages })}
            action={
              <Button size="xs" onClick={() => onChange({ page: 1 })}>
                {t('firstPage')}
              </Button>
            }
          />
        ) : filtered ? (
          <EmptyState
            title={t('noMatchTitle')}
            description={t('noMatchDescription')}
            action={
              <Button size="xs" onClick={onClearFilters}>
                {t('clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
        )}
      </div>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('perPage')}
          size="xs"
          w={96}
          value={String(search.limit)}
          data={TRANSACTION_PAGE_SIZES.map(String)}
          onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
        />
        {data.totalPages > 1 && (
          <nav aria-label={t('pagesNavigation')}>
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
