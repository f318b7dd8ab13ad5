import { dataOf, type ApiClient } from '../api/client.ts';
import { translate } from '../i18n/translate.ts';
import { showToast } from '../lib/toast.ts';
import { scopeStore, type Scope } from '../session/scope.ts';
import { environmentMessages } from '../features/environment/messages/index.ts';
import { organizationsShellMessages } from '../features/organizations/shell/messages/index.ts';
import type { LinkedScope } from './linked-scope.ts';
import { linkedScopeMessages } from './linked-scope/messages/index.ts';

/**
 * A notification opened in another organization or environment than the one on screen (issue 32: a dispute of
 * Maya's Books, a live payout while in test mode) opens in its own: before anything of the screen loads, the
 * switch the header's controls make (on the provider first, then the cookies, with their toasts). A master's
 * "All organizations" already shows every organization: only a selection of another one is changed. A switch
 * the provider refuses (no longer a member) or that cannot be made (offline) leaves the scope as it is, and says
 * so; the record's screen then says what it can.
 */
export async function switchToLinkedScope(
  api: ApiClient,
  scope: Scope,
  linked: LinkedScope,
  isMaster: boolean,
): Promise<void> {
  try {
    if (isMaster) {
      if (scope.masterOrgId && scope.masterOrgId !== linked.orgId) scopeStore.setMasterOrg(linked.orgId);
    } else if (scope.orgId !== linked.orgId) {
      await dataOf(
        api.PATCH('/v1/org/setDefault/organization/{id}', { params: { path: { id: linked.orgId } } }),
      );
      scopeStore.setOrg(linked.orgId);
      showToast(translate(organizationsShellMessages, 'switched'), 'success');
    }
    if (scope.env !== linked.env) {
      await dataOf(api.PATCH('/v1/user/switchEnv', { params: { query: { env: linked.env } } }));
      scopeStore.setEnv(linked.env);
      showToast(translate(environmentMessages, 'switched'), 'success');
    }
  } catch {
    showToast(translate(linkedScopeMessages, 'refused'), 'danger');
  }
}
