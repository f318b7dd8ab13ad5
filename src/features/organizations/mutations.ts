import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useUserId } from '../../session/context.tsx';
import { scopeStore } from '../../session/scope.ts';
import { showToast } from '../../lib/toast.ts';
import { organizationKeys } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { organizationsShellMessages } from './shell/messages/index.ts';

interface SwitchTarget {
  /** '' = All Organizations (masters only) */
  id: string;
  name: string;
  isMaster: boolean;
}

/**
 * Switches the current organization: PATCH setDefault, then the scope cookies (every scoped query key
 * changes at once, so no screen can show the previous organization's data), refreshed organization data
 * and the toasts of docs/product/08-errors.md §8.5. A master's "All Organizations" changes only the master
 * selection.
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
      if (target.id) showToast(translate(organizationsShellMessages, 'switched'), 'success');
      if (target.isMaster) {
        showToast(
          target.id
            ? translate(organizationsShellMessages, 'nowViewing', { name: target.name })
            : translate(organizationsShellMessages, 'nowViewingAll'),
          'success',
        );
      }
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all({ userId }) });
    },
  });
}
