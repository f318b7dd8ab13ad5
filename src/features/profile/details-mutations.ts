import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { uploadImage } from '../../api/image-upload.ts';
import { translate } from '../../i18n/translate.ts';
import { fileToBase64 } from '../../lib/image-file.ts';
import { showToast } from '../../lib/toast.ts';
import { useUserId } from '../../session/context.tsx';
import { profileMessages } from './messages/index.ts';
import { profileKeys } from './queries.ts';

/** The details form shows its failures itself (the server's message, as text), once. */
const INLINE_ERRORS = { meta: { errorToast: false } } as const;

/** Uploads an avatar to the image service; resolves with its URL, which the details form then saves. */
export function useUploadAvatar() {
  const api = useApiClient();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: async (file: File) =>
      uploadImage(api, { fileName: file.name, mimeType: file.type, data: await fileToBase64(file) }),
  });
}

/** PATCH /v1/user/update-profile with the name and avatar; the header's name and avatar refresh. */
export function useUpdateProfileDetails() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    ...INLINE_ERRORS,
    mutationFn: (details: { name: string; avatar: string | null }) =>
      dataOf(api.PATCH('/v1/user/update-profile', { body: details })),
    onSuccess: async (user) => {
      queryClient.setQueryData(profileKeys.current({ userId }), user);
      showToast(translate(profileMessages, 'profileUpdated'), 'success');
      await queryClient.invalidateQueries({ queryKey: profileKeys.all({ userId }) });
    },
  });
}
