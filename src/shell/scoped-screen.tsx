import { useEffect, type ReactNode } from 'react';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { ScreenLoading } from '../components/screen-loading.tsx';
import { useSessionScope } from '../session/context.tsx';
import { sameScope } from '../session/scope-key.ts';

/**
 * The screen inside the content layout, shown only for the scope it was loaded for. A switch of organization,
 * environment or master selection re-runs the loaders (`router.invalidate()`: `/_app`'s guard puts the new
 * scope in the context, the screen's loader fetches for it) instead of remounting the page; until they are
 * done the screen gives way to a loading state in the same render that shows the new scope in the header, so
 * no frame shows one scope's data under another's name (nor a signed-out user's data while the session ends).
 */
export function ScopedScreen({ children }: { children: ReactNode }) {
  const router = useRouter();
  const chosen = useSessionScope();
  const loaded = useRouteContext({ from: '/_app', select: (context) => context.scope });
  const current = sameScope(chosen, loaded);

  useEffect(() => {
    // signed out meanwhile (the user id is gone): the end of the session navigates, nothing to reload
    if (!current && chosen.userId) void router.invalidate();
  }, [current, chosen, router]);

  return current ? children : <ScreenLoading />;
}
