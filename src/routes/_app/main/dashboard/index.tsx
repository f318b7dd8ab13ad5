import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { DashboardPage } from '../../../../features/dashboard/components/dashboard-page.tsx';
import { DashboardSkeleton } from '../../../../features/dashboard/components/dashboard-skeleton.tsx';
import { dashboardBalances, dashboardScopeName } from '../../../../features/dashboard/scope.ts';
import {
  DEFAULT_DASHBOARD_SEARCH,
  rangeDates,
  validateDashboardSearch,
  type DashboardSearchInput,
} from '../../../../features/dashboard/search.ts';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../../../../features/organizations/queries.ts';
import { currenciesQueryOptions } from '../../../../features/organizations/settings-queries.ts';
import {
  transactionMetricsQueryOptions,
  transactionsQueryOptions,
} from '../../../../features/transactions/queries.ts';
import { DEFAULT_TRANSACTION_SEARCH, isCalendarDate } from '../../../../features/transactions/search.ts';
import type { SessionScope } from '../../../../session/scope-key.ts';
import type { ApiClient } from '../../../../api/client.ts';
import { RouteError } from '../../../-route-error.tsx';

/** The newest payments of the scope: the transaction list's default view, five rows. */
const LATEST = { ...DEFAULT_TRANSACTION_SEARCH, limit: 5 };
const NONE: never[] = [];

/**
 * Everything the dashboard reads, composed here from three features (they never import each other): the
 * range's metrics and the latest payments (transactions), the memberships with their balances and, for a
 * master, every organization's name (organizations), and the currency list that gives each amount its
 * precision.
 */
function dashboardQueries(
  api: ApiClient,
  scope: SessionScope,
  range: { startDate: string; endDate: string },
) {
  return {
    metrics: transactionMetricsQueryOptions(api, scope, range),
    latest: transactionsQueryOptions(api, scope, LATEST),
    memberships: memberOrganizationsQueryOptions(api, scope),
    currencies: currenciesQueryOptions(api, scope),
    masterOrganizations: masterOrganizationsQueryOptions(api, scope),
  };
}

/**
 * /main/dashboard/: the metrics of a date range (a preset or a custom span, in the address; anything invalid
 * falls back to 30 days), for the scope in the context: organization, environment and a master's selection.
 */
export const Route = createFileRoute('/_app/main/dashboard/')({
  validateSearch: (search: DashboardSearchInput & SearchSchemaInput) =>
    validateDashboardSearch(search, isCalendarDate),
  search: { middlewares: [stripSearchParams(DEFAULT_DASHBOARD_SEARCH)] },
  // the concrete days, so "7 days" read tomorrow is another request (and another cache entry)
  loaderDeps: ({ search }) => rangeDates(search, new Date()),
  loader: async ({ context: { queryClient, api, scope }, deps }) => {
    const queries = dashboardQueries(api, scope, deps);
    await Promise.all([
      queryClient.ensureQueryData(queries.metrics),
      queryClient.ensureQueryData(queries.latest),
      queryClient.ensureQueryData(queries.memberships),
      queryClient.ensureQueryData(queries.currencies),
      scope.masterOrgId !== null && queryClient.ensureQueryData(queries.masterOrganizations),
    ]);
  },
  pendingComponent: DashboardSkeleton,
  errorComponent: RouteError,
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const dates = Route.useLoaderDeps();
  const { api, scope } = Route.useRouteContext();
  const queries = dashboardQueries(api, scope, dates);
  const metrics = useSuspenseQuery(queries.metrics).data;
  const latest = useSuspenseQuery(queries.latest).data;
  const memberships = useSuspenseQuery(queries.memberships).data;
  const currencies = useSuspenseQuery(queries.currencies).data;
  // only a master asks for every organization (the loader has it ready for them)
  const masterOrganizations =
    useQuery({ ...queries.masterOrganizations, enabled: scope.masterOrgId !== null }).data ?? NONE;
  return (
    <DashboardPage
      search={search}
      dates={dates}
      metrics={metrics}
      latest={latest.results}
      currencies={currencies}
      scopeName={dashboardScopeName(scope, memberships, masterOrganizations)}
      env={scope.env}
      balances={dashboardBalances(scope, memberships)}
    />
  );
}
