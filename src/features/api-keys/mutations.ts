import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import { showToast } from '../../lib/toast.ts';
import { translate } from '../../i18n/translate.ts';
import { apiKeysMessages } from './messages/index.ts';
import { apiKeyKeys, type SigningKey } from './queries.ts';

export interface CreateKeyInput {
  name: string;
  /** undefined = never expires */
  expiresInDays: number | undefined;
}

/**
 * Creates a key (POST /v1/user/signing-keys). The secret is handed to `onSecret` and taken out of what the
 * mutation keeps: the mutation cache never holds it, and the list is refetched (the provider never returns
 * a secret there), so once the screen forgets it, it is gone. `gcTime: 0` drops the mutation itself as soon
 * as nothing observes it. Failures are shown in the form (`errorToast: false`).
 */
export function useCreateSigningKey(
  scope: SessionScope,
  onSecret: (key: SigningKey, secret: string) => void,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, expiresInDays }: CreateKeyInput): Promise<SigningKey> => {
      const created = await dataOf(
        api.POST('/v1/user/signing-keys', {
          body: expiresInDays === undefined ? { name } : { name, expiresInDays },
        }),
      );
      const { secret, ...key } = created;
      onSecret(key, secret);
      return key;
    },
    gcTime: 0,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all(scope) }),
  });
}

/** Revokes a key (PATCH /v1/user/signing-keys/{id}/revoke); the confirmation dialog shows a refusal. */
export function useRevokeSigningKey(scope: SessionScope) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: SigningKey) =>
      dataOf(api.PATCH('/v1/user/signing-keys/{id}/revoke', { params: { path: { id: key._id } } })),
    meta: { errorToast: false },
    onSuccess: async (key) => {
      showToast(translate(apiKeysMessages, 'revoked', { name: key.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all(scope) });
    },
  });
}
