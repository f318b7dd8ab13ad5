import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { useApiClient } from '../../api/context.tsx';
import { useSessionScope } from '../../session/context.tsx';
import { savedViewKeys, type SavedView, type SavedViewList } from './queries.ts';

/**
 * Every change reads the user's views again, in every scope (a rename made in test shows in live's menu too).
 * The dialogs show a refusal under their field (no toast): nothing the user typed is lost.
 */
function useSavedViewMutation<Variables>(call: (variables: Variables) => Promise<SavedView>) {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    mutationFn: call,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.person(scope) }),
  });
}

export interface NewSavedView {
  name: string;
  list: SavedViewList;
  filters: Record<string, string>;
}

/** POST /v1/views: a view of the current organization and environment. */
export function useCreateSavedView() {
  const api = useApiClient();
  return useSavedViewMutation((view: NewSavedView) => dataOf(api.POST('/v1/views', { body: view })));
}

/** PATCH /v1/views/{id}: a new name (the creator only). */
export function useRenameSavedView() {
  const api = useApiClient();
  return useSavedViewMutation(({ id, name }: { id: string; name: string }) =>
    dataOf(api.PATCH('/v1/views/{id}', { params: { path: { id } }, body: { name } })),
  );
}

/** DELETE /v1/views/{id}, after the confirmation (the creator only). */
export function useDeleteSavedView() {
  const api = useApiClient();
  return useSavedViewMutation((id: string) =>
    dataOf(api.DELETE('/v1/views/{id}', { params: { path: { id } } })),
  );
}
