import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../session/guard.ts';
import { ContentLayout } from '../shell/content-layout.tsx';
import { PageNotFound } from '../components/page-not-found.tsx';

/** Every signed-in screen lives under this pathless layout: the session guard, then the content layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSession(context.session, location),
  component: () => (
    <ContentLayout>
      <Outlet />
    </ContentLayout>
  ),
  // Rendered in this layout's Outlet: an unknown address keeps the shell, its menu and Log Out at hand.
  notFoundComponent: PageNotFound,
});
