import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { WebhooksPage } from '../../../../features/webhooks/components/webhooks-page.tsx';
import { WebhooksSkeleton } from '../../../../features/webhooks/components/webhooks-skeleton.tsx';
import { webhookDeliveriesQueryOptions } from '../../../../features/webhooks/queries.ts';
import {
  DEFAULT_WEBHOOKS_SEARCH,
  validateWebhooksSearch,
  type WebhooksSearch,
} from '../../../../features/webhooks/search.ts';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import { memberOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { RouteError } from '../../../-route-error.tsx';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The webhook deliveries of the current organization and environment (issue 33). Listed in the menu beside the
 * API keys, for the same members; the roles that work on the integration redeliver and see the signing secret.
 * The URL is the view (status, page), validated so that any address opens a working screen.
 */
export const Route = createFileRoute('/_app/manage/webhooks/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'webhooksHeading');
      },
      size: 'xl',
      menu: {
        get title() {
          return translate(screenMessages, 'webhooksMenu');
        },
        section: 'MANAGE',
        permission: 'Apikey',
        order: 1,
        icon: 'exchange',
      },
    },
  },
  validateSearch: (search: Partial<WebhooksSearch> & SearchSchemaInput) =>
    validateWebhooksSearch(search as Record<string, unknown>),
  search: { middlewares: [stripSearchParams(DEFAULT_WEBHOOKS_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, api, scope }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(webhookDeliveriesQueryOptions(api, scope, deps)),
      // the role decides Redeliver and the secret panel (usually cached by the shell already)
      queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: WebhooksSkeleton,
  errorComponent: RouteError,
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const search = Route.useLoaderDeps();
  const { scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const access = useOrgAccess();
  return (
    <WebhooksPage
      scope={scope}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      canManage={access.can('manageApiKeys')}
    />
  );
}
