import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { uploadImage } from '../../api/image-upload.ts';
import { fileToBase64 } from '../../lib/image-file.ts';
import { showToast } from '../../lib/toast.ts';
import { useUserId } from '../../session/context.tsx';
import { organizationKeys } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { organizationsMessages } from './messages/index.ts';

/*
 * The current organization's settings forms. A module of their own, apart from mutations.ts: the shell's
 * organization selector imports that one, and everything in it rides in every signed-in first visit.
 */
/** The forms below show their failure themselves (the server's message, as text), once. */
const INLINE_ERRORS = { meta: { errorToast: false } } as const;

/** Uploads a logo to the image service; resolves with its URL, which the organization form then saves. */
export function useUploadOrganizationLogo() {
  const api = useApiClient();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: async (file: File) =>
      uploadImage(api, { fileName: file.name, mimeType: file.type, data: await fileToBase64(file) }),
  });
}

/** PATCH /v1/org/update: the current organization's name and logo; the lists and the selector refresh. */
export function useUpdateOrganization() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (changes: { name: string; logo: string | null }) =>
      dataOf(api.PATCH('/v1/org/update', { body: changes })),
    onSuccess: async () => {
      showToast(translate(organizationsMessages, 'organizationUpdated'), 'success');
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}

/**
 * PATCH /v1/org/update with `requireMfa` alone (owner only): whether every member must use two-step
 * verification; the lists refresh.
 */
export function useSetMfaRequirement() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (requireMfa: boolean) => dataOf(api.PATCH('/v1/org/update', { body: { requireMfa } })),
    onSuccess: async ({ requireMfa }) => {
      showToast(
        translate(organizationsMessages, requireMfa ? 'mfaRequirementOn' : 'mfaRequirementOff'),
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}

/** PATCH /v1/org/set/walletAddress: where the current organization's payouts go. */
export function useSetWalletAddress() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (walletAddress: string) =>
      dataOf(api.PATCH('/v1/org/set/walletAddress', { body: { walletAddress } })),
    onSuccess: async () => {
      showToast(translate(organizationsMessages, 'walletSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}
