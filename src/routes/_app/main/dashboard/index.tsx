import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { DashboardPage } from '../../../../features/dashboard/components/dashboard-page.tsx';
import { DashboardSkeleton } from '../../../../features/dashboard/components/dashboard-skeleton.tsx';
import { dashboardBalances } from '../../../../features/dashboard/scope.ts';
import { scopeDisplayName } from '../../../../session/scope-name.ts';
import {
  DEFAULT_DASHBOARD_SEARCH,
  rangeDates,
  validateDashboardSearch,
  type DashboardSearchInput,
} from '../../../../features/dashboard/search.ts';
import { isCalendarDate } from '../../../../features/transactions/search.ts';
import { RouteError } from '../../../-route-error.tsx';
import { dashboardQueries } from './-queries.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * /main/dashboard/: the metrics of a date range (a preset or a custom span, in the address; anything invalid
 * falls back to 30 days), for the scope in the context: organization, environment and a master's selection.
 */
export const Route = createFileRoute('/_app/main/dashboard/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'dashboardHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'dashboardMenu');
        },
        section: 'MAIN',
        permission: 'Dashboard',
        icon: 'dashboard',
      },
    },
  },
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
  const metricsQuery = useSuspenseQuery(queries.metrics);
  const latestQuery = useSuspenseQuery(queries.latest);
  const membershipsQuery = useSuspenseQuery(queries.memberships);
  const [metrics, latest, memberships] = [metricsQuery.data, latestQuery.data, membershipsQuery.data];
  const currencies = useSuspenseQuery(queries.currencies).data;
  // only a master asks for every organization (the loader has it ready for them)
  const masterOrganizations =
    useQuery({ ...queries.masterOrganizations, enabled: scope.masterOrgId !== null }).data ?? [];
  return (
    <DashboardPage
      search={search}
      dates={dates}
      metrics={metrics}
      latest={latest.results}
      currencies={currencies}
      scopeName={scopeDisplayName(scope, memberships, masterOrganizations)}
      env={scope.env}
      balances={dashboardBalances(scope, memberships)}
      dataUpdatedAt={[metricsQuery.dataUpdatedAt, latestQuery.dataUpdatedAt, membershipsQuery.dataUpdatedAt]}
    />
  );
}
