import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { validateCreateRequest, type CreateRequestSearch } from '../../../../lib/create-request.ts';
import { ApiKeysPage } from '../../../../features/api-keys/components/api-keys-page.tsx';
import { ApiKeysSkeleton } from '../../../../features/api-keys/components/api-keys-skeleton.tsx';
import { signingKeysQueryOptions } from '../../../../features/api-keys/queries.ts';
import { useOrgAccess } from '../../../../features/organizations/permissions.ts';
import { memberOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { RouteError } from '../../../-route-error.tsx';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * API keys of the current organization and environment (docs/architecture.md, "A screen's data flow").
 * The memberships load with the keys, so the role's actions are known at the first paint. Its heading and menu
 * title are read when shown, in the language spoken then.
 */
export const Route = createFileRoute('/_app/manage/apikey/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'apiKeysHeading');
      },
      size: 'lg',
      menu: {
        get title() {
          return translate(screenMessages, 'apiKeysMenu');
        },
        section: 'MANAGE',
        permission: 'Apikey',
        icon: 'key',
      },
    },
  },
  validateSearch: (search: CreateRequestSearch & SearchSchemaInput) => validateCreateRequest(search),
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
  const navigate = Route.useNavigate();
  return (
    <ApiKeysPage
      scope={scope}
      canManage={access.can('manageApiKeys')}
      createRequested={Route.useSearch({ select: (search) => search.new === 1 })}
      onCreateRequestHandled={() => void navigate({ search: {}, replace: true })}
    />
  );
}
