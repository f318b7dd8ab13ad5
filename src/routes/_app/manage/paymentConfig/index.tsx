import { createFileRoute } from '@tanstack/react-router';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import { memberOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { PaymentConfigPage } from '../../../../features/payment-config/components/payment-config-page.tsx';
import { PaymentConfigSkeleton } from '../../../../features/payment-config/components/payment-config-skeleton.tsx';
import {
  currenciesQueryOptions,
  currencyTypesQueryOptions,
  paymentConfigQueryOptions,
  providersQueryOptions,
} from '../../../../features/payment-config/queries.ts';
import { RouteError } from '../../../-route-error.tsx';
import type { MenuLabel } from '../../../../lib/menu.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The payment configuration of the current organization and environment (the notifications page's data flow,
 * docs/architecture.md). Its reference lists and the memberships (for the role) load with it. Its heading and
 * menu title are read when shown, in the language spoken then.
 */
export const Route = createFileRoute('/_app/manage/paymentConfig/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'paymentConfigHeading');
      },
      size: 'md',
      menu: {
        get title() {
          return translate(screenMessages, 'paymentConfigMenu');
        },
        section: 'MANAGE',
        // the provider's name of the permission (a code it puts in the token), never shown
        permission: 'Payment Configuration' satisfies MenuLabel,
        icon: 'sliders',
      },
    },
  },
  loader: async ({ context: { queryClient, api, scope } }) => {
    await Promise.all([
      queryClient.ensureQueryData(paymentConfigQueryOptions(api, scope)),
      queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
      queryClient.ensureQueryData(providersQueryOptions(api, scope)),
      queryClient.ensureQueryData(currencyTypesQueryOptions(api, scope)),
      queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: PaymentConfigSkeleton,
  errorComponent: RouteError,
  component: PaymentConfigRoute,
});

function PaymentConfigRoute() {
  const { scope } = Route.useRouteContext();
  const access = useOrgAccess();
  return <PaymentConfigPage scope={scope} canEdit={access.can('managePaymentConfig')} />;
}
