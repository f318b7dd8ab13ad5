import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useUserId } from '../../session/context.tsx';
import { profileKeys } from './queries.ts';

// Its own module: every signed-in first visit loads it (ProviderLanguageSync), and the profile's other mutations
// bring the profile's catalog and the image upload with them.

/**
 * PATCH /v1/user/update-profile with the language the user speaks now: the provider remembers it for the
 * user's next sign-in, on any device, and writes its e-mails in it. Quiet: the language is already spoken here.
 */
export function useSaveLanguage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (language: Locale) => dataOf(api.PATCH('/v1/user/update-profile', { body: { language } })),
    onSuccess: (user) => queryClient.setQueryData(profileKeys.current({ userId }), user),
  });
}
