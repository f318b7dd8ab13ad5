import { createFileRoute, redirect } from '@tanstack/react-router';
import { MfaSetup } from '../../features/auth/components/mfa-setup.tsx';
import { MfaVerifyForm } from '../../features/auth/components/mfa-verify-form.tsx';
import { DEFAULT_AFTER_LOGIN } from '../../session/next-path.ts';
import { readPendingMfa } from '../../session/pending-mfa.ts';
import { useGoTo } from './-use-next.ts';

/** The second step of a password (or external provider) sign-in: verify a code, or set MFA up / skip it. */
export const Route = createFileRoute('/_auth/mfa')({
  beforeLoad: ({ context }) => {
    if (context.session.claims()) throw redirect({ href: DEFAULT_AFTER_LOGIN });
    const pending = readPendingMfa();
    if (!pending) throw redirect({ to: '/' });
    return { pending };
  },
  component: MfaPage,
});

function MfaPage() {
  const { pending } = Route.useRouteContext();
  const goTo = useGoTo();
  return pending.mfaStatus === 'enabled' ? (
    <MfaVerifyForm userId={pending.id} challenge={pending.challenge} next={pending.next} onSignedIn={goTo} />
  ) : (
    <MfaSetup userId={pending.id} challenge={pending.challenge} next={pending.next} onSignedIn={goTo} />
  );
}
