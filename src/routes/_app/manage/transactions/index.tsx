import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { signingKeysQueryOptions } from '../../../../features/api-keys/queries.ts';
import { masterOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { TransactionsPage } from '../../../../features/transactions/components/transactions-page.tsx';
import { TransactionsSkeleton } from '../../../../features/transactions/components/transactions-skeleton.tsx';
import {
  currencyTypesQueryOptions,
  transactionCurrenciesQueryOptions,
  transactionStatusesQueryOptions,
} from '../../../../features/transactions/filter-options.ts';
import { transactionsQueryOptions } from '../../../../features/transactions/queries.ts';
import {
  DEFAULT_TRANSACTIONS_VIEW,
  apiSearchOf,
  validateTransactionsView,
  type TransactionsViewSearch,
} from '../../../../features/transactions/view-search.ts';
import { isMasterClaims, useCurrentUser } from '../../../../session/current-user.ts';
import { RouteError } from '../../../-route-error.tsx';
import { ensureOptionalData } from '../../-optional-data.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The transactions list and its Disputes tab. The URL is the view (the provider's filter names, plus tab and
 * view), validated so that any address opens a working screen. The loader depends on the list's first page
 * (`loaderDeps`): it waits for the filters' choices (cached after the first visit, so a filter change does not
 * wait on the network) and starts that page; the list's query keeps the previous page on screen while the next
 * one loads, and cancels a request it replaces. A return to a view already loaded runs nothing again
 * (`shouldReload: false`); a scope switch does (`router.invalidate()`). Its heading and menu title are read
 * when shown, in the language spoken then.
 */
export const Route = createFileRoute('/_app/manage/transactions/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'transactionsHeading');
      },
      size: 'xl',
      menu: {
        get title() {
          return translate(screenMessages, 'transactionsMenu');
        },
        section: 'MANAGE',
        permission: 'Transactions',
        icon: 'list',
      },
    },
  },
  validateSearch: (search: Partial<TransactionsViewSearch> & SearchSchemaInput) =>
    validateTransactionsView(search),
  search: { middlewares: [stripSearchParams(DEFAULT_TRANSACTIONS_VIEW)] },
  // the list's first page, when the open tab shows the table (the cards and the Disputes tab load their own)
  loaderDeps: ({ search }) => ({
    firstPage: search.tab === 'transactions' && search.view === 'table' ? apiSearchOf(search) : null,
  }),
  shouldReload: false,
  loader: async ({ context: { queryClient, api, scope, session }, deps: { firstPage } }) => {
    await Promise.all([
      queryClient.ensureQueryData(currencyTypesQueryOptions(api, scope)),
      queryClient.ensureQueryData(transactionStatusesQueryOptions(api, scope)),
      queryClient.ensureQueryData(transactionCurrenciesQueryOptions(api, scope)),
      // the API-key filter's choices: never saved on the device, so offline the list opens without them
      ensureOptionalData(queryClient, signingKeysQueryOptions(api, scope)),
      isMasterClaims(session.claims()) &&
        queryClient.ensureQueryData(masterOrganizationsQueryOptions(api, scope)),
      // the first page starts with the rest; the list shows its own skeleton if it is slower
      firstPage && void queryClient.prefetchQuery(transactionsQueryOptions(api, scope, firstPage)),
    ]);
  },
  pendingComponent: TransactionsSkeleton,
  errorComponent: RouteError,
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const view = Route.useSearch();
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { isMaster } = useCurrentUser();
  // null: not loaded (offline, and never saved on the device): the filter says so
  const keys = useQuery(signingKeysQueryOptions(api, scope)).data ?? null;
  const organizations = useQuery({ ...masterOrganizationsQueryOptions(api, scope), enabled: isMaster }).data;
  // one function for the screen's life: the memoized rows re-render only when their payment changes
  const open = useCallback(
    (paymentId: string) => void navigate({ to: '/manage/transactions/$paymentId', params: { paymentId } }),
    [navigate],
  );
  return (
    <TransactionsPage
      scope={scope}
      view={view}
      organizations={isMaster ? (organizations ?? []) : null}
      keys={keys}
      // the updater runs on the address as it is when the navigation happens: a debounced search that fires
      // after a status was chosen merges into that status instead of restoring the view it started from
      onViewChange={(update) => void navigate({ search: update })}
      onOpen={open}
    />
  );
}
