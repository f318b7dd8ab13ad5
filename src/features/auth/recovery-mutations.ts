import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useSession } from '../../session/context.tsx';
import { establishSession } from '../../session/establish.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { withinMfaStep } from './mfa-step.ts';
import type { MfaStep } from './mutations.ts';

/*
 * The MFA step's calls that only its own screen makes (the /mfa route's chunk): kept out of mutations.ts, which
 * the sign-in page loads on a first visit.
 */

/**
 * Confirms the first code of a new authenticator (the setup step) and signs in: resolves with the 10 recovery
 * codes the provider returned, shown once before the user goes on.
 */
export function useEnableMfa({ userId, challenge, onStepEnded }: MfaStep) {
  const api = useApiClient();
  const session = useSession();
  return useSubmit(async (otp: string) => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/verify-otp', { body: { id: userId, challenge, otp } })),
      onStepEnded,
    );
    await establishSession(session, result.tokens);
    return result.recoveryCodes ?? [];
  });
}

/** Signs in with a recovery code in place of the authenticator's code (each code works once). */
export function useRecoveryCodeSignIn({ userId, challenge, onStepEnded }: MfaStep) {
  const api = useApiClient();
  const session = useSession();
  return useSubmit(async (code: string) => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/recovery', { body: { id: userId, challenge, code: code.trim() } })),
      onStepEnded,
    );
    await establishSession(session, result.tokens);
  });
}
