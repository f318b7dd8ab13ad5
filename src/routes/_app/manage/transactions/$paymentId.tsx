import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TransactionDetailPage } from '../../../../features/transactions/components/transaction-detail-page.tsx';
import { TransactionNotFound } from '../../../../features/transactions/components/transaction-not-found.tsx';
import { TransactionDetailSkeleton } from '../../../../features/transactions/components/transaction-detail-skeleton.tsx';
import {
  currenciesQueryOptions,
  infoLogsQueryOptions,
  invoiceQueryOptions,
  isPaymentId,
  paymentDisputesQueryOptions,
  paymentQueryOptions,
  paymentRefundsQueryOptions,
  providersQueryOptions,
  webhooksQueryOptions,
} from '../../../../features/transactions/detail-queries.ts';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../../../../features/organizations/queries.ts';
import { RouteError } from '../../../-route-error.tsx';

/**
 * One payment's detail, its own page (the list links its rows here; the URL always opens it). The loader
 * starts every read at once and waits for all; an unknown id is an answer (not found), not an error.
 */
export const Route = createFileRoute('/_app/manage/transactions/$paymentId')({
  loader: async ({ context: { queryClient, api, scope }, params: { paymentId } }) => {
    if (!isPaymentId(paymentId)) return;
    await Promise.all([
      queryClient.ensureQueryData(paymentQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(invoiceQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(infoLogsQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(webhooksQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(paymentRefundsQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(paymentDisputesQueryOptions(api, scope, paymentId)),
      queryClient.ensureQueryData(providersQueryOptions(api, scope)),
      queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
      // the role decides whether Refund is offered (usually cached by the shell already)
      queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: TransactionDetailSkeleton,
  errorComponent: RouteError,
  component: TransactionDetailRoute,
});

function TransactionDetailRoute() {
  const { paymentId } = Route.useParams();
  const { api, scope } = Route.useRouteContext();
  const access = useOrgAccess();
  // names for the confirmation: the user's organizations (cached by the shell), and every one for a master
  const members = useQuery(memberOrganizationsQueryOptions(api, scope)).data;
  const everyOrganization = useQuery({
    ...masterOrganizationsQueryOptions(api, scope),
    enabled: access.isMaster,
  }).data;
  const organizationNameOf = (orgId: string) =>
    [...(members ?? []), ...(everyOrganization ?? [])].find((organization) => organization._id === orgId)
      ?.name ?? orgId;
  // a link that cannot name a payment (too long, other characters) is not found, without asking
  if (!isPaymentId(paymentId)) return <TransactionNotFound paymentId={paymentId} />;
  return (
    <TransactionDetailPage
      scope={scope}
      paymentId={paymentId}
      organizationNameOf={organizationNameOf}
      canRefund={access.can('refund')}
      // issue 33: the roles that work on the integration (as with API keys) may redeliver a webhook
      canRedeliver={access.can('manageApiKeys')}
    />
  );
}
