import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { translate } from '../../i18n/translate.ts';
import { showToast } from '../../lib/toast.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import { alertsMessages } from './messages/index.ts';
import type { RuleInput } from './model.ts';
import { alertKeys, type AlertRule } from './queries.ts';

/**
 * The rule forms and the delete confirmation show a refusal themselves (no toast); the list is read again after
 * every change, so it shows the provider's view of each rule (its state, whether the caller may edit it).
 */
function useRuleMutation<Variables>(
  scope: SessionScope,
  call: (variables: Variables) => Promise<AlertRule>,
  done: 'created' | 'updated' | 'deleted' | null,
  inline = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: inline ? { errorToast: false } : undefined,
    onSuccess: async () => {
      if (done) showToast(translate(alertsMessages, done), 'success');
      await queryClient.invalidateQueries({ queryKey: alertKeys.all(scope) });
    },
  });
}

/** POST /v1/alerts: a rule of the current scope, owned by and subscribed to by the caller. */
export function useCreateAlertRule(scope: SessionScope) {
  const api = useApiClient();
  return useRuleMutation(
    scope,
    (input: RuleInput) => dataOf(api.POST('/v1/alerts', { body: input })),
    'created',
  );
}

/** PATCH /v1/alerts/{id}: a new currency or threshold (the kind cannot change). */
export function useUpdateAlertRule(scope: SessionScope) {
  const api = useApiClient();
  return useRuleMutation(
    scope,
    ({ id, input }: { id: string; input: RuleInput }) =>
      dataOf(
        api.PATCH('/v1/alerts/{id}', {
          params: { path: { id } },
          body: input.currency
            ? { currency: input.currency, threshold: input.threshold }
            : { threshold: input.threshold },
        }),
      ),
    'updated',
  );
}

/** DELETE /v1/alerts/{id}, after the confirmation. */
export function useDeleteAlertRule(scope: SessionScope) {
  const api = useApiClient();
  return useRuleMutation(
    scope,
    (rule: AlertRule) => dataOf(api.DELETE('/v1/alerts/{id}', { params: { path: { id: rule._id } } })),
    'deleted',
  );
}

/**
 * PUT or DELETE /v1/alerts/{id}/subscription: the caller's own subscription, for any member. A refusal is
 * the query client's one toast (a toggle in a list has no form to show it under).
 */
export function useAlertSubscription(scope: SessionScope) {
  const api = useApiClient();
  return useRuleMutation(
    scope,
    ({ rule, subscribe }: { rule: AlertRule; subscribe: boolean }) => {
      const options = { params: { path: { id: rule._id } } };
      return dataOf(
        subscribe
          ? api.PUT('/v1/alerts/{id}/subscription', options)
          : api.DELETE('/v1/alerts/{id}/subscription', options),
      );
    },
    null,
    false,
  );
}
