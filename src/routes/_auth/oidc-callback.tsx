import { createFileRoute } from '@tanstack/react-router';
import { OidcCallback } from '../../features/auth/components/oidc-callback.tsx';
import type { RoutePath } from '../../lib/menu.ts';
import { optionalString } from './-search.ts';
import { useGoTo } from './-use-next.ts';

/** The redirect URI of the external identity provider (OpenID Connect authorization-code flow). */
export const Route = createFileRoute('/_auth/oidc-callback')({
  validateSearch: (search: Record<string, unknown>) => ({
    code: optionalString(search.code),
    state: optionalString(search.state),
    error: optionalString(search.error),
  }),
  component: OidcCallbackPage,
});

function OidcCallbackPage() {
  const search = Route.useSearch();
  const goTo = useGoTo();
  return <OidcCallback {...search} onSignedIn={goTo} onMfaStep={() => goTo('/mfa' satisfies RoutePath)} />;
}
