import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { scopeStore, type Env } from '../../session/scope.ts';
import { showToast } from '../../lib/toast.ts';
import { translate } from '../../i18n/translate.ts';
import { environmentMessages } from './messages/index.ts';

/**
 * PATCH /v1/user/switchEnv. The env cookie (and so the Test mode switch and every scoped query key)
 * changes only once the provider has accepted the switch.
 */
export function useSwitchEnvironment() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (env: Env) => dataOf(api.PATCH('/v1/user/switchEnv', { params: { query: { env } } })),
    onSuccess: (_data, env) => {
      scopeStore.setEnv(env);
      showToast(translate(environmentMessages, 'switched'), 'success');
    },
  });
}
