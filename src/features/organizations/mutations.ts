import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { fileToBase64 } from '../../lib/image-file.ts';
import { uploadImage } from '../../api/image-upload.ts';
import { useUserId } from '../../session/context.tsx';
import { scopeStore } from '../../session/scope.ts';
import { showToast } from '../../lib/toast.ts';
import { organizationKeys } from './queries.ts';

interface SwitchTarget {
  /** '' = All Organizations (masters only) */
  id: string;
  name: string;
  isMaster: boolean;
}

/**
 * Switches the current organization: PATCH setDefault, then the scope cookies (every scoped query key
 * changes at once, so no screen can show the previous organization's data), refreshed organization data
 * and the toasts of SPEC §8. A master's "All Organizations" changes only the master selection.
 */
export function useSwitchOrganization() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (target: SwitchTarget) => {
      if (target.id) {
        await dataOf(
          api.PATCH('/v1/org/setDefault/organization/{id}', { params: { path: { id: target.id } } }),
        );
      }
      return target;
    },
    onSuccess: async (target) => {
      if (target.id) scopeStore.setOrg(target.id);
      if (target.isMaster) scopeStore.setMasterOrg(target.id);
      if (target.id) showToast('Organization switched successfully', 'success');
      if (target.isMaster) {
        showToast(target.id ? `Now viewing ${target.name}` : 'Now viewing all organizations', 'success');
      }
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}

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
      showToast('Organization updated', 'success');
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
      showToast('Wallet address saved', 'success');
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}
