import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { translate } from '../../i18n/translate.ts';
import { withTranslatedMessage } from '../../lib/translated-error.ts';
import { useUserId } from '../../session/context.tsx';
import { passkeysMessages } from './messages/index.ts';
import { passkeyKeys } from './queries.ts';

/** The user dismissed the browser's prompt: nothing was created, nothing to say. */
export class CancelledCeremony extends Error {
  override name = 'CancelledCeremony';
}

function useRefreshList() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list({ userId }) });
}

/**
 * Options from the provider, the browser's new credential (the user verifies with their device), then the
 * provider's verification under the name the user gave. The ceremony's code and @simplewebauthn/browser load
 * here, when the user adds a passkey.
 */
export function useAddPasskey() {
  const api = useApiClient();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: async (name: string) => {
      const webauthn = await import('../../lib/webauthn.ts');
      const options = await dataOf(api.POST('/v1/user/passkeys/options', { body: {} }));
      let response;
      try {
        response = await webauthn.passkeyRegistration(options as PublicKeyCredentialCreationOptionsJSON);
      } catch (error) {
        if (webauthn.isCancelledCeremony(error)) throw new CancelledCeremony();
        const key = webauthn.isAlreadyRegistered(error) ? 'alreadyOnDevice' : 'browserFailed';
        console.warn('[passkey] the browser refused to create a passkey', error);
        throw withTranslatedMessage(new Error(), () => translate(passkeysMessages, key));
      }
      const body = {
        name: name.trim(),
        // the extension outputs as a plain object: the contract types them as an open map
        response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } },
      };
      return dataOf(api.POST('/v1/user/passkeys', { body }));
    },
    onSettled: refresh,
  });
}

export function useRenamePasskey() {
  const api = useApiClient();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      dataOf(api.PATCH('/v1/user/passkeys/{id}', { params: { path: { id } }, body: { name: name.trim() } })),
    onSettled: refresh,
  });
}

export function useRemovePasskey() {
  const api = useApiClient();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/v1/user/passkeys/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}
