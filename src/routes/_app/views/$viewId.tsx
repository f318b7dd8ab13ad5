import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedViewDestination } from '../../../lib/saved-views/open.ts';
import {
  SavedViewOpening,
  SavedViewRefusalPage,
} from '../../../components/saved-views/saved-view-refusal.tsx';
import { RouteError } from '../../-route-error.tsx';

/**
 * `/views/<id>`: a saved view's share link (issue 34). Under `/_app`, so a signed-out visitor signs in first and
 * comes back. The loader reads the view and replaces the address with its list and filters, naming the view's
 * organization and environment when they are not the ones on screen (the layout's guard switches there); a
 * refusal or no network is said on this page. The loader and the pages are this route's own chunk.
 */
export const Route = createFileRoute('/_app/views/$viewId')({
  loader: async ({ context: { queryClient, api, scope }, params: { viewId } }) => {
    const destination = await savedViewDestination(queryClient, api, scope, viewId);
    if (destination !== 'refused' && destination !== 'offline')
      throw redirect({ href: destination, replace: true });
    return destination;
  },
  pendingComponent: SavedViewOpening,
  errorComponent: RouteError,
  component: SavedViewLink,
});

function SavedViewLink() {
  return <SavedViewRefusalPage reason={Route.useLoaderData()} />;
}
