import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DigestNotFound } from '../../../../features/digest/components/digest-not-found.tsx';
import { DigestPage } from '../../../../features/digest/components/digest-page.tsx';
import { DigestSkeleton } from '../../../../features/digest/components/digest-skeleton.tsx';
import {
  currenciesQueryOptions,
  digestQueryOptions,
  latestDigestsQueryOptions,
} from '../../../../features/digest/queries.ts';
import { translate } from '../../../../i18n/translate.ts';
import { screenMessages } from '../../../../lib/screens/messages/index.ts';
import { RouteError } from '../../../-route-error.tsx';
import { ensureOptionalData } from '../../-optional-data.ts';

/**
 * /main/digest/{id}: one daily digest (issue 32), the page its push opens (docs/architecture.md, "A screen's
 * data flow"). The digest is kept on the device (the persisted cache's `digests`, and the saved screens), so
 * once opened it opens offline; the currencies and the latest digests only help and are optional. A digest the
 * provider does not give this user is a "not found" page.
 */
export const Route = createFileRoute('/_app/main/digest/$digestId')({
  staticData: {
    screen: {
      get heading() {
        return translate(screenMessages, 'digestHeading');
      },
      size: 'md',
    },
  },
  loader: async ({ context: { queryClient, api, scope }, params: { digestId } }) => {
    await Promise.all([
      queryClient.ensureQueryData(digestQueryOptions(api, scope, digestId)),
      ensureOptionalData(queryClient, currenciesQueryOptions(api, scope)),
      // the other days only frame the page: a master looking at every organization, or a refusal, leaves them out
      ensureOptionalData(queryClient, latestDigestsQueryOptions(api, scope))?.catch(() => undefined),
    ]);
  },
  pendingComponent: DigestSkeleton,
  errorComponent: RouteError,
  component: DigestRoute,
});

function DigestRoute() {
  const { digestId } = Route.useParams();
  const { api, scope } = Route.useRouteContext();
  const digest = useSuspenseQuery(digestQueryOptions(api, scope, digestId)).data;
  if (!digest) return <DigestNotFound />;
  return <DigestPage scope={scope} digest={digest} />;
}
