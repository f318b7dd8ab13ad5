import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { useTurnOnPayoutAlerts } from '../../../../features/notifications/mutations.ts';
import { usePayoutAlertsState } from '../../../../features/notifications/payout-alerts.ts';
import { notificationKeys } from '../../../../features/notifications/queries.ts';
import { PayoutNotFound } from '../../../../features/payouts/detail/components/payout-not-found.tsx';
import { PayoutPage } from '../../../../features/payouts/detail/components/payout-page.tsx';
import { PayoutSkeleton } from '../../../../features/payouts/detail/components/payout-skeleton.tsx';
import type { PushAlerts } from '../../../../features/payouts/detail/push-alerts.ts';
import {
  payoutCurrenciesQueryOptions,
  payoutDetailQueryOptions,
  payoutDisputesQueryOptions,
  payoutPaymentsQueryOptions,
  payoutRefundsQueryOptions,
} from '../../../../features/payouts/detail/queries.ts';
import {
  DEFAULT_PAYOUT_SEARCH,
  openTab,
  validatePayoutSearch,
  type PayoutTab,
} from '../../../../features/payouts/detail/search.ts';
import { failureMessage } from '../../../../lib/form.ts';
import { RouteError } from '../../../-route-error.tsx';

/**
 * /manage/payout/{id}: one payout (docs/architecture.md, "A screen's data flow"). The open tab is in the URL
 * (`?tab=`); `?showPayment=true`, the link every payout notification opens, lands on Payments. The loader
 * reads the payout and what the open tab shows; an id the provider does not know in this scope is a "not
 * found" page.
 */
export const Route = createFileRoute('/_app/manage/payout/$payoutId')({
  validateSearch: (
    search: {
      tab?: PayoutTab;
      showPayment?: boolean | 'true';
      page?: number;
      limit?: number;
    } & SearchSchemaInput,
  ) => validatePayoutSearch(search),
  search: { middlewares: [stripSearchParams(DEFAULT_PAYOUT_SEARCH)] },
  loaderDeps: ({ search }) => ({ tab: openTab(search), page: search.page, limit: search.limit }),
  loader: async ({
    context: { queryClient, api, scope },
    params: { payoutId },
    deps: { tab, page, limit },
  }) => {
    const [payout] = await Promise.all([
      queryClient.ensureQueryData(payoutDetailQueryOptions(api, scope, payoutId)),
      queryClient.ensureQueryData(payoutCurrenciesQueryOptions(api, scope)),
    ]);
    // nothing else to read for a payout that is not there (the lists would answer 404 too)
    if (!payout) return;
    if (tab === 'payments')
      await queryClient.ensureQueryData(payoutPaymentsQueryOptions(api, scope, payoutId, page, limit));
    if (tab === 'disputes')
      await queryClient.ensureQueryData(payoutDisputesQueryOptions(api, scope, payoutId));
    if (tab === 'refunds') await queryClient.ensureQueryData(payoutRefundsQueryOptions(api, scope, payoutId));
  },
  pendingComponent: PayoutSkeleton,
  errorComponent: RouteError,
  component: PayoutRoute,
});

function PayoutRoute() {
  const { payoutId } = Route.useParams();
  const { tab, page, limit } = Route.useLoaderDeps();
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const payoutQuery = useSuspenseQuery(payoutDetailQueryOptions(api, scope, payoutId));
  const payout = payoutQuery.data;
  const currencies = useSuspenseQuery(payoutCurrenciesQueryOptions(api, scope)).data;
  const queryClient = useQueryClient();
  const pushAlerts = usePushAlerts();
  if (!payout) return <PayoutNotFound />;
  return (
    <PayoutPage
      scope={scope}
      payout={payout}
      dataUpdatedAt={payoutQuery.dataUpdatedAt}
      currencies={currencies}
      tab={tab}
      page={page}
      limit={limit}
      // a tab chosen by hand replaces the deep link's showPayment; the payments' page stays with Payments
      onTabChange={(next) =>
        void navigate({
          search: (prev) => ({
            tab: next,
            ...(next === 'payments' ? { page: prev.page, limit: prev.limit } : DEFAULT_PAYOUT_SEARCH),
          }),
        })
      }
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      // a new page size starts again from the first page
      onLimitChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: 1, limit: next }) })}
      // each move of the payout brings a notification: the bell is out of date too
      onStatusChange={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(scope) })}
      pushAlerts={pushAlerts}
    />
  );
}

/**
 * The notifications feature's payout alerts, for the payout page's "Notify me when it lands": turning it on
 * where push is off turns push on the way the bell does.
 */
function usePushAlerts(): PushAlerts {
  const { state, refresh } = usePayoutAlertsState();
  const turnOn = useTurnOnPayoutAlerts();
  return {
    state,
    turnOn: () => {
      // asked here, in the click that called this: browsers only ask from a user gesture
      const permission = Notification.requestPermission();
      turnOn.mutate(permission, { onSettled: refresh });
    },
    failure: failureMessage(turnOn.error),
  };
}
