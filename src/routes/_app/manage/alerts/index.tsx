import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '../../../../features/alerts/components/alerts-page.tsx';
import { AlertsSkeleton } from '../../../../features/alerts/components/alerts-skeleton.tsx';
import {
  alertRulesQueryOptions,
  currenciesQueryOptions,
  needsOrganization,
} from '../../../../features/alerts/queries.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';
import { RouteError } from '../../../-route-error.tsx';

/**
 * The threshold alerts of the current organization and environment (issue 32; docs/architecture.md, "A
 * screen's data flow"). Every member may use it (subscribe, create their own), so its menu entry reuses a label
 * every member has, Payout's, and follows Payout (`order: 1`). A master looking at all organizations reads no
 * rules: the page asks for an organization.
 */
export const Route = createFileRoute('/_app/manage/alerts/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'alertsHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'alertsMenu');
        },
        section: 'MANAGE',
        permission: 'Payout',
        order: 1,
        icon: 'bell',
      },
    },
  },
  loader: async ({ context: { queryClient, api, scope } }) => {
    if (needsOrganization(scope)) return;
    await Promise.all([
      queryClient.ensureQueryData(alertRulesQueryOptions(api, scope)),
      queryClient.ensureQueryData(currenciesQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: AlertsSkeleton,
  errorComponent: RouteError,
  component: AlertsRoute,
});

function AlertsRoute() {
  const { scope } = Route.useRouteContext();
  return <AlertsPage scope={scope} />;
}
