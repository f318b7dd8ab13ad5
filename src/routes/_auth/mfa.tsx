import { createFileRoute, redirect } from '@tanstack/react-router';
import { MfaSetup } from '../../features/auth/components/mfa-setup.tsx';
import { MfaVerifyForm } from '../../features/auth/components/mfa-verify-form.tsx';
import { DEFAULT_AFTER_LOGIN } from '../../session/next-path.ts';
import { clearPendingMfa, readPendingMfa } from '../../session/pending-mfa.ts';
import { useGoTo } from './-use-next.ts';

/**
 * The second step of a password (or external provider) sign-in: verify a code, or set MFA up / skip it. The
 * profile opens the same setup step for a signed-in user (POST /v1/auth/mfa/enroll) and is its `next`.
 */
export const Route = createFileRoute('/_auth/mfa')({
  beforeLoad: ({ context }) => {
    const pending = readPendingMfa();
    const claims = context.session.claims();
    // a signed-in user is here only to set MFA up from the profile, with a step opened for that same user
    if (claims && pending?.id !== claims.sub) throw redirect({ href: DEFAULT_AFTER_LOGIN });
    if (!pending) throw redirect({ to: '/' });
    return { pending, enrolling: claims !== null };
  },
  component: MfaPage,
});

function MfaPage() {
  const { pending, enrolling } = Route.useRouteContext();
  const goTo = useGoTo();
  const cancelEnrollment = () => {
    clearPendingMfa();
    goTo(pending.next);
  };
  return pending.mfaStatus === 'enabled' ? (
    <MfaVerifyForm userId={pending.id} challenge={pending.challenge} next={pending.next} onSignedIn={goTo} />
  ) : (
    <MfaSetup
      userId={pending.id}
      challenge={pending.challenge}
      next={pending.next}
      onSignedIn={goTo}
      onCancel={enrolling ? cancelEnrollment : undefined}
    />
  );
}
