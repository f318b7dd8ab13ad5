import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { OnRampPage } from '../../../../features/onramp/components/onramp-page.tsx';
import { OnRampSkeleton } from '../../../../features/onramp/components/onramp-skeleton.tsx';
import { currenciesQueryOptions, onRampRequestsQueryOptions } from '../../../../features/onramp/queries.ts';
import {
  DEFAULT_ON_RAMP_SEARCH,
  validateOnRampSearch,
  type OnRampStatus,
} from '../../../../features/onramp/search.ts';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import { RouteError } from '../../../-route-error.tsx';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The organization's on-ramp requests (extension), with the status filter, page and page size in the URL.
 * "New request" is offered where the role allows it; the provider still decides (its 403 is shown as text).
 */
export const Route = createFileRoute('/_app/manage/onRampRequest/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'onrampHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'onrampMenu');
        },
        section: 'MANAGE',
        permission: null,
        icon: 'exchange',
      },
    },
  },
  validateSearch: (search: { status?: OnRampStatus; page?: number; limit?: number } & SearchSchemaInput) =>
    validateOnRampSearch(search),
  search: { middlewares: [stripSearchParams(DEFAULT_ON_RAMP_SEARCH)] },
  loaderDeps: ({ search: { status, page, limit } }) => ({ status, page, limit }),
  loader: async ({ context: { queryClient, api, scope }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(onRampRequestsQueryOptions(api, scope, deps)),
      queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: OnRampSkeleton,
  errorComponent: RouteError,
  component: OnRampRoute,
});

function OnRampRoute() {
  const search = Route.useLoaderDeps();
  const { scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const access = useOrgAccess();
  return (
    <OnRampPage
      scope={scope}
      search={search}
      canCreate={access.can('createOnRamp')}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
