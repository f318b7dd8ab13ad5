import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page.tsx';
import { NotificationsSkeleton } from '../../../features/notifications/components/notifications-skeleton.tsx';
import {
  notificationListQueryOptions,
  notificationSummaryQueryOptions,
} from '../../../features/notifications/queries.ts';
import {
  DEFAULT_NOTIFICATION_SEARCH,
  validateNotificationSearch,
} from '../../../features/notifications/search.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { isNotificationConfigEmpty, profileQueryOptions } from '../../../features/profile/queries.ts';
import { translate } from '../../../i18n/translate.ts';
import { RouteError } from '../../-route-error.tsx';
import { ensureOptionalData } from '../-optional-data.ts';

/**
 * The notifications page, and the model of a screen's data flow (docs/architecture.md, "A screen's data
 * flow"): the URL's search is validated; the loader depends on it (`loaderDeps`) and on the scope `/_app` put
 * in the context, starts every query the screen needs at once and waits for all; the component reads the same
 * query options with `useSuspenseQuery` (here `useSuspenseInfiniteQuery`: the first page, then more as the
 * user scrolls). A scope switch re-runs this loader (`router.invalidate()`), it never remounts the page.
 */
export const Route = createFileRoute('/_app/main/notification')({
  staticData: {
    screen: {
      // read when the shell shows it, in the language of that moment
      get heading() {
        return translate(screenMessages, 'notificationsHeading');
      },
      size: 'md',
    },
  },
  validateSearch: (search: { limit?: number } & SearchSchemaInput) => validateNotificationSearch(search),
  // the default stays out of the address: View All opens /main/notification
  search: { middlewares: [stripSearchParams(DEFAULT_NOTIFICATION_SEARCH)] },
  loaderDeps: ({ search: { limit } }) => ({ limit }),
  loader: async ({ context: { queryClient, api, scope }, deps: { limit } }) => {
    await Promise.all([
      queryClient.ensureInfiniteQueryData(notificationListQueryOptions(api, scope, limit)),
      // the unread count (the bell's query, usually cached by the shell)
      queryClient.ensureQueryData(notificationSummaryQueryOptions(api, scope)),
      // the profile says whether notifications reach the user at all (usually cached by the shell); only a
      // hint, so offline without it the list still opens
      ensureOptionalData(queryClient, profileQueryOptions(api, scope)),
    ]);
  },
  pendingComponent: NotificationsSkeleton,
  errorComponent: RouteError,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { limit } = Route.useLoaderDeps();
  const { api, scope } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const profile = useQuery(profileQueryOptions(api, scope)).data;
  return (
    <NotificationsPage
      scope={scope}
      limit={limit}
      onLimitChange={(next) => void navigate({ search: (prev) => ({ ...prev, limit: next }) })}
      // unknown (offline, no saved profile) is not "empty": no warning without a reason
      configEmpty={profile !== undefined && isNotificationConfigEmpty(profile.notificationConfig)}
    />
  );
}
