import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '../../features/auth/components/verify-email-screen.tsx';
import { profileKeys } from '../../features/profile/queries.ts';
import { optionalString } from './-search.ts';

/** The emailed verification link; works signed in or out (it may be opened in another browser). */
export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: (search: Record<string, unknown>) => ({ token: optionalString(search.token) ?? '' }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const { session, queries } = Route.useRouteContext();
  return (
    <VerifyEmailScreen
      token={token}
      signedIn={session.claims() !== null}
      // the shell's "verify your email" banner reads the profile (cached only if a signed-in screen was open)
      onVerified={() =>
        void queries.current()?.queryClient.invalidateQueries({
          queryKey: profileKeys.all({ userId: session.claims()?.sub ?? '' }),
        })
      }
    />
  );
}
