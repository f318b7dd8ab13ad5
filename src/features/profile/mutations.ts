import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { translate } from '../../i18n/translate.ts';
import { withTranslatedMessage } from '../../lib/translated-error.ts';
import { useUserId } from '../../session/context.tsx';
import { savePendingMfa } from '../../session/pending-mfa.ts';
import { profileMessages } from './messages/index.ts';
import { profileKeys } from './queries.ts';

/** Each profile form shows its own failure under itself, once: no global error toast. */
const INLINE_ERRORS = { meta: { errorToast: false } } as const;

/** PATCH /v1/user/update-profile with the whole notification configuration; the cached profile follows. */
export function useSaveNotificationConfig() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (notificationConfig: Record<string, string>) =>
      dataOf(api.PATCH('/v1/user/update-profile', { body: { notificationConfig } })),
    // the shell's prompt and the notifications page read this same query: they update at once
    onSuccess: (user) => queryClient.setQueryData(profileKeys.current({ userId }), user),
  });
}

/** POST /v1/auth/mfa/disable with a current code (extension); the cached profile follows. */
export function useDisableMfa() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (otp: string) => dataOf(api.POST('/v1/auth/mfa/disable', { body: { otp } })),
    onSuccess: (user) => queryClient.setQueryData(profileKeys.current({ userId }), user),
  });
}

/**
 * POST /v1/auth/mfa/enroll with the password (extension): the provider opens the same MFA setup step a login
 * opens, and it is remembered exactly as a login remembers it, so the /mfa screen takes over from here and
 * comes back to `next`. The cached profile is marked stale (not refetched now, the screen is leaving), so the
 * screens read the new MFA state when they mount again.
 */
export function useStartMfaEnrollment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: async ({ password, next }: { password: string; next: string }) => {
      const step = await dataOf(api.POST('/v1/auth/mfa/enroll', { body: { password } }));
      if (!step.id || !step.challenge)
        throw withTranslatedMessage(new Error(), () => translate(profileMessages, 'unexpectedAnswer'));
      savePendingMfa({ id: step.id, challenge: step.challenge, mfaStatus: step.mfa_status, next });
      await queryClient.invalidateQueries({ queryKey: profileKeys.current({ userId }), refetchType: 'none' });
    },
  });
}
