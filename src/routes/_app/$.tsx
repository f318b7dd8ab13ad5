import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageNotFound } from '../../components/page-not-found.tsx';

/**
 * Every address no screen answers (`/manage/no-such-screen`). Without this catch-all the router matches none
 * of the signed-in layout and can only show the root's not-found view, outside the shell. Matched here, the
 * not-found error is raised and handled by this route, in `/_app`'s screen area: inside the shell (header,
 * menu, Log Out). `/_app`'s guard sends a signed-out visitor to the root's signed-out view instead of sign-in.
 */
export const Route = createFileRoute('/_app/$')({
  loader: () => {
    throw notFound();
  },
  notFoundComponent: () => <PageNotFound />,
});
