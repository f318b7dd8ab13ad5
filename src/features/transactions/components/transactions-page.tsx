import { useMemo } from 'react';
import { Container, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { AllLoadedTransactions } from '../all-loaded-list.tsx';
import { DisputesTab } from '../disputes/disputes-tab.tsx';
import { ExportCsvButton } from '../export-csv-button.tsx';
import { SaveViewButton } from '../../../components/saved-views/save-view-button.tsx';
import { savedViewFilters } from '../../../lib/saved-views/paths.ts';
import {
  currencyTypesQueryOptions,
  transactionCurrenciesQueryOptions,
  transactionStatusesQueryOptions,
} from '../filter-options.ts';
import { transactionFilters } from '../search.ts';
import {
  apiSearchOf,
  clearedFilters,
  hasActiveFilters,
  DEFAULT_TRANSACTIONS_VIEW,
  type TransactionTab,
  type TransactionsViewSearch,
} from '../view-search.ts';
import { TransactionFilters, type FilterChoices } from './transaction-filters.tsx';
import { TransactionsList } from './transactions-list.tsx';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/**
 * What a saved view keeps of the address (issue 34): the filters, sort, tab and dispute status that differ from
 * the defaults; never a page (savedViewFilters keeps only the names a view may hold).
 */
function savable(view: TransactionsViewSearch): Record<string, unknown> {
  const defaults: Record<string, unknown> = DEFAULT_TRANSACTIONS_VIEW;
  return Object.fromEntries(Object.entries(view).filter(([name, value]) => defaults[name] !== value));
}

interface TransactionsPageProps {
  scope: SessionScope;
  view: TransactionsViewSearch;
  /** a master's organizations, or null (the organization filter is for masters) */
  organizations: FilterChoices['organizations'];
  keys: FilterChoices['keys'];
  /**
   * writes the URL through an updater of the latest view (never a copy of the view of an earlier render: a
   * debounced field commits after other filters may have changed)
   */
  onViewChange: (update: (latest: TransactionsViewSearch) => TransactionsViewSearch) => void;
  onOpen: (paymentId: string) => void;
}

/**
 * /manage/transactions/: the payments of the scope with every filter of docs/product/03-entities.md §3.6 in
 * the URL (a view can be bookmarked, shared and restored), and the Disputes tab. Only the provider's filters
 * reach GET /v1/transaction.
 */
export function TransactionsPage({
  scope,
  view,
  organizations,
  keys,
  onViewChange,
  onOpen,
}: TransactionsPageProps) {
  const t = useT(transactionsMessages);
  const screenT = useT(screenMessages);
  const api = useApiClient();
  // loaded by the route's loader before the screen shows; the filters simply offer less while one is missing
  const currencyTypes = useQuery(currencyTypesQueryOptions(api, scope)).data ?? [];
  const statuses = useQuery(transactionStatusesQueryOptions(api, scope)).data ?? [];
  const currencies = useQuery(transactionCurrenciesQueryOptions(api, scope)).data;
  const search = useMemo(() => apiSearchOf(view), [view]);
  const filters = useMemo(() => transactionFilters(search), [search]);
  const today = useMemo(() => new Date(), []);

  // a change of any filter starts again from page 1
  const change = (patch: Partial<TransactionsViewSearch>) =>
    onViewChange((latest) => ({ ...latest, page: 1, ...patch }));
  const clear = () => onViewChange(clearedFilters);

  return (
    <Container size="xl" py="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {screenT('transactionsHeading')}
          </Title>
          <SaveViewButton
            list="transactions"
            filters={() => savedViewFilters('transactions', savable(view))}
          />
        </Group>
        <Tabs
          value={view.tab}
          onChange={(tab) => tab && onViewChange((latest) => ({ ...latest, tab: tab as TransactionTab }))}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="transactions">{t('tabTransactions')}</Tabs.Tab>
            <Tabs.Tab value="disputes">{t('tabDisputes')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="transactions">
            <Stack gap="md">
              <TransactionFilters
                search={search}
                choices={{ currencyTypes, statuses, currencies: currencies ?? [], organizations, keys }}
                onChange={change}
                onClear={clear}
                canClear={hasActiveFilters(search)}
                today={today}
              />
              <Group justify="space-between" gap="sm" wrap="wrap">
                <SegmentedControl
                  size="xs"
                  aria-label={t('listViewLabel')}
                  value={view.view}
                  onChange={(next) =>
                    onViewChange((latest) => ({ ...latest, view: next as TransactionsViewSearch['view'] }))
                  }
                  data={[
                    { value: 'table', label: t('viewPages') },
                    { value: 'all', label: t('viewAllLoaded') },
                  ]}
                />
                <ExportCsvButton filters={filters} />
              </Group>
              {view.view === 'all' ? (
                <AllLoadedTransactions
                  filters={filters}
                  sortField={search.sortField}
                  sortOrder={search.sortOrder}
                />
              ) : (
                <TransactionsList
                  scope={scope}
                  search={search}
                  filtered={hasActiveFilters(search)}
                  currencies={currencies}
                  onChange={change}
                  onClearFilters={clear}
                  onOpen={onOpen}
                />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="disputes">
            <DisputesTab
              scope={scope}
              page={view.disputePage}
              status={view.disputeStatus}
              currencies={currencies}
              onChange={(patch) => onViewChange((latest) => ({ ...latest, ...patch }))}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
