import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../session/guard.ts';
import { ContentLayout } from '../shell/content-layout.tsx';

/** Every signed-in screen lives under this pathless layout: the session guard, then the content layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSession(context.session, location),
  component: () => (
    <ContentLayout>
      <Outlet />
    </ContentLayout>
  ),
});
