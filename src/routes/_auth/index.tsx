import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import type { RoutePath } from '../../lib/menu.ts';
import { nextSearch } from './-search.ts';
import { useGoTo, useSafeNext } from './-use-next.ts';

export const Route = createFileRoute('/_auth/')({
  validateSearch: nextSearch,
  component: LoginPage,
});

function LoginPage() {
  const { next: raw } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const next = useSafeNext(raw);
  const goTo = useGoTo();
  const signedIn = session.claims() !== null;
  useEffect(() => {
    // a live session does not need the login page: straight on to where the user was going
    if (signedIn) goTo(next);
  }, [signedIn, next, goTo]);
  if (signedIn) return null;
  return <LoginForm next={next} onSignedIn={goTo} onMfaStep={() => goTo('/mfa' satisfies RoutePath)} />;
}
