import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useUserId } from '../../session/context.tsx';
import { teamKeys } from './queries.ts';

export type InvitationAnswer = 'accepted' | 'declined';

/**
 * Accepts or declines an invitation (PATCH /v1/team/invitation/update?status=). Its failures are shown on
 * the invitation, not toasted: the screen can say what to do about them (verify the email first).
 */
export function useAnswerInvitation(onAnswered?: (answer: InvitationAnswer) => Promise<unknown> | void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ invitationId, status }: { invitationId: string; status: InvitationAnswer }) =>
      dataOf(
        api.PATCH('/v1/team/invitation/update', { params: { query: { status } }, body: { invitationId } }),
      ),
    meta: { errorToast: false },
    onSuccess: async (invitation) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all({ userId }) }),
        onAnswered?.(invitation.status === 'accepted' ? 'accepted' : 'declined'),
      ]);
    },
  });
}
