import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page.tsx';
import { NotificationsSkeleton } from '../../../features/notifications/components/notifications-skeleton.tsx';
import { notificationsQueryOptions } from '../../../features/notifications/queries.ts';
import {
  DEFAULT_NOTIFICATION_SEARCH,
  validateNotificationSearch,
} from '../../../features/notifications/search.ts';
import { isNotificationConfigEmpty, profileQueryOptions } from '../../../features/profile/queries.ts';
import { RouteError } from '../../-route-error.tsx';

/**
 * The notifications page, and the model of a screen's data flow (README.md, "Layout"): the URL's search is
 * validated; the loader depends on it (`loaderDeps`) and on the scope `/_app` put in the context, starts
 * every query the screen needs at once and waits for all; the component reads the same query options with
 * `useSuspenseQuery`. A scope switch re-runs this loader (`router.invalidate()`), it never remounts the page.
 */
export const Route = createFileRoute('/_app/main/notification')({
  validateSearch: (search: { page?: number; limit?: number } & SearchSchemaInput) =>
    validateNotificationSearch(search),
  // the defaults stay out of the address: View All opens /main/notification
  search: { middlewares: [stripSearchParams(DEFAULT_NOTIFICATION_SEARCH)] },
  loaderDeps: ({ search: { page, limit } }) => ({ page, limit }),
  loader: async ({ context: { queryClient, api, scope }, deps: { page, limit } }) => {
    await Promise.all([
      queryClient.ensureQueryData(notificationsQueryOptions(api, scope, page, limit)),
      // the profile says whether notifications reach the user at all (usually cached by the shell)
      queryClient.ensureQueryData(profileQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: NotificationsSkeleton,
  errorComponent: RouteError,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const profile = useSuspenseQuery(profileQueryOptions(api, scope)).data;
  return (
    <NotificationsPage
      scope={scope}
      page={page}
      limit={limit}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      // a new page size starts again from the first page
      onLimitChange={(next) => void navigate({ search: { page: 1, limit: next } })}
      configEmpty={isNotificationConfigEmpty(profile.notificationConfig)}
    />
  );
}
