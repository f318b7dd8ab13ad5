import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../../../../features/organizations/queries.ts';
import type { PayoutOrganization } from '../../../../features/payouts/create/create-payout-dialog.tsx';
import { PayoutsPage } from '../../../../features/payouts/components/payouts-page.tsx';
import { PayoutsSkeleton } from '../../../../features/payouts/components/payouts-skeleton.tsx';
import {
  availableQueryOptions,
  currenciesQueryOptions,
  payoutsQueryOptions,
} from '../../../../features/payouts/queries.ts';
import {
  DEFAULT_PAYOUT_SEARCH,
  validatePayoutSearch,
  type PayoutSearch,
} from '../../../../features/payouts/search.ts';
import { validatePayoutFilters, type PayoutFilters } from '../../../../features/payouts/filters.ts';
import { payoutsMessages } from '../../../../features/payouts/messages/index.ts';
import { translate, useT } from '../../../../i18n/translate.ts';
import { useCurrentUser } from '../../../../session/current-user.ts';
import { RouteError } from '../../../-route-error.tsx';
import { validateCreateRequest, type CreateRequestSearch } from '../../../../lib/create-request.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The payouts of the current organization (page and page size in the URL), what is available to pay out per
 * currency, and "New payout" with its review for the roles that may create one (owner, admin; masters).
 */
export const Route = createFileRoute('/_app/manage/payout/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'payoutsHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'payoutsMenu');
        },
        section: 'MANAGE',
        permission: 'Payout',
        icon: 'cash',
      },
    },
  },
  validateSearch: (search: { page?: number; limit?: number } & CreateRequestSearch & SearchSchemaInput) => ({
    ...validatePayoutSearch(search),
    ...validateCreateRequest(search),
  }),
  search: { middlewares: [stripSearchParams(DEFAULT_PAYOUT_SEARCH)] },
  // the filters as the address has them: validated by the loader and the screen (their own chunk)
  loaderDeps: ({ search }) => {
    const { page, limit, status, currency } = search as typeof search & Record<string, unknown>;
    return { page, limit, status, currency };
  },
  loader: async ({ context: { queryClient, api, scope }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(payoutsQueryOptions(api, scope, payoutListSearch(deps))),
      queryClient.ensureQueryData(availableQueryOptions(api, scope)),
      queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: PayoutsSkeleton,
  errorComponent: RouteError,
  component: PayoutsRoute,
});

/** The page, its size and the filters the list is read with. */
function payoutListSearch(deps: Record<string, unknown> & PayoutSearch): PayoutSearch & PayoutFilters {
  return { page: deps.page, limit: deps.limit, ...validatePayoutFilters(deps) };
}

function PayoutsRoute() {
  const search = payoutListSearch(Route.useLoaderDeps());
  const { scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const access = useOrgAccess();
  return (
    <PayoutsPage
      scope={scope}
      search={search}
      canCreate={access.can('createPayout')}
      createRequested={Route.useSearch({ select: (search) => search.new === 1 })}
      onCreateRequestHandled={() =>
        void navigate({ search: (prev) => ({ ...prev, new: undefined }), replace: true })
      }
      organization={usePayoutOrganization()}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}

/**
 * Whom a new payout is for: the current organization's name, or, for a master viewing all organizations, a
 * request to pick one first in the header's organization selector (which reloads the screen for it). The
 * switch itself stays the header's: importing it here split the shell's chunks and grew the dashboard's first
 * visit past its size ceiling.
 */
function usePayoutOrganization(): PayoutOrganization {
  const { api, scope } = Route.useRouteContext();
  const t = useT(payoutsMessages);
  // master or not is the verified token's role (the selection cookie only says which organization)
  const { isMaster } = useCurrentUser();
  const member = useQuery({ ...memberOrganizationsQueryOptions(api, scope), enabled: !isMaster });
  const master = useQuery({ ...masterOrganizationsQueryOptions(api, scope), enabled: isMaster });
  if (isMaster && !scope.masterOrgId) return { kind: 'pick' };
  const list = isMaster ? master.data : member.data;
  const id = isMaster ? scope.masterOrgId : scope.orgId;
  return { kind: 'one', name: list?.find((org) => org._id === id)?.name ?? t('currentOrganization') };
}
