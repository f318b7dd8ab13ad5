import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../../features/api-keys/components/api-keys-page.tsx';
import { ApiKeysSkeleton } from '../../../../features/api-keys/components/api-keys-skeleton.tsx';
import { signingKeysQueryOptions } from '../../../../features/api-keys/queries.ts';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import { memberOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { RouteError } from '../../../-route-error.tsx';

/**
 * API keys of the current organization and environment (docs/architecture.md, "A screen's data flow").
 * The memberships load with the keys, so the role's actions are known at the first paint.
 */
export const Route = createFileRoute('/_app/manage/apikey/')({
  staticData: {
    screen: {
      heading: 'API keys',
      size: 'lg',
      menu: { title: 'API Key', section: 'MANAGE', permission: 'Apikey', icon: 'key' },
    },
  },
  loader: async ({ context: { queryClient, api, scope } }) => {
    await Promise.all([
      queryClient.ensureQueryData(signingKeysQueryOptions(api, scope)),
      queryClient.ensureQueryData(memberOrganizationsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: ApiKeysSkeleton,
  errorComponent: RouteError,
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { scope } = Route.useRouteContext();
  const access = useOrgAccess();
  return <ApiKeysPage scope={scope} canManage={access.can('manageApiKeys')} />;
}
