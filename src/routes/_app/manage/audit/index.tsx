import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../../features/audit/components/audit-page.tsx';
import { AuditSkeleton } from '../../../../features/audit/components/audit-skeleton.tsx';
import { auditQueryOptions } from '../../../../features/audit/queries.ts';
import {
  auditSearchParams,
  validateAuditSearch,
  type AuditSearch,
} from '../../../../features/audit/search.ts';
import { memberOrganizationsQueryOptions } from '../../../../features/organizations/queries.ts';
import { membersQueryOptions } from '../../../../features/team/queries.ts';
import { RouteError } from '../../../-route-error.tsx';
import { ensureOptionalData } from '../../-optional-data.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';

/**
 * The organization's audit log (issue 33), for owners and admins (and masters): the menu lists it for them
 * only, and the provider refuses the others (its 403 sentence is the screen's failure state). The URL is the
 * view: member, kind, date range and page. It is validated in the screen's own chunk (the loader and the
 * component), not by the route's `validateSearch`, which every first visit would download: any address opens a
 * working screen, and an address with something wrong is replaced by the view it opened. The members name the
 * member filter's choices; without them (offline) the filter still works from the URL.
 */
export const Route = createFileRoute('/_app/manage/audit/')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'auditHeading');
      },
      size: 'xl',
      menu: {
        get title() {
          return translate(screenMessages, 'auditMenu');
        },
        section: 'MANAGE',
        permission: 'Organization',
        order: 1,
        icon: 'list',
        roles: ['owner', 'admin'],
      },
    },
  },
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  loader: async ({ context: { queryClient, api, scope }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(auditQueryOptions(api, scope, validateAuditSearch(deps.search))),
      ensureOptionalData(queryClient, membersQueryOptions(api, scope)),
      ensureOptionalData(queryClient, memberOrganizationsQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: AuditSkeleton,
  errorComponent: RouteError,
  component: AuditRoute,
});

function AuditRoute() {
  const raw = Route.useSearch() as Record<string, unknown>;
  const search = validateAuditSearch(raw);
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const members = useQuery(membersQueryOptions(api, scope)).data ?? [];
  const organizations = useQuery(memberOrganizationsQueryOptions(api, scope)).data ?? [];
  const organizationName = organizations.find((organization) => organization._id === scope.orgId)?.name ?? '';
  // an address with something wrong or written otherwise becomes the view's one address (no new history entry)
  const canonical = JSON.stringify(auditSearchParams(search));
  useEffect(() => {
    if (JSON.stringify(raw) !== canonical)
      void navigate({ search: JSON.parse(canonical) as Record<string, string | number>, replace: true });
  }, [raw, canonical, navigate]);
  return (
    <AuditPage
      scope={scope}
      search={search}
      members={members}
      organizationName={organizationName}
      onSearchChange={(change: Partial<AuditSearch>) =>
        void navigate({ search: auditSearchParams(validateAuditSearch({ ...search, ...change })) })
      }
    />
  );
}
