import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import { dataOf } from '../../api/client.ts';
import { useUserId } from '../../session/context.tsx';
import type { AssignableRole } from './model.ts';
import { teamKeys, type Invitation } from './queries.ts';

export type InvitationAnswer = 'accepted' | 'declined';

/**
 * Every form and button of the team shows its own failure (the provider's message, as text, where the user
 * acted), so none of these is toasted.
 */
const INLINE_ERRORS = { meta: { errorToast: false } } as const;

/**
 * The team's data changed, or the provider refused because it changed under the user (a role lowered by
 * someone else): reload it all, and let the screen reload what depends on it (the memberships that say the
 * user's role). Runs after failures as well as successes.
 */
function useTeamChanged(onChanged?: () => Promise<unknown> | void) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all({ userId }) }), onChanged?.()]);
}

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
    ...INLINE_ERRORS,
    onSuccess: (invitation) => {
      // The answer is told at once and its invitation leaves the pending list now: waiting for the reloads
      // below (the team's data, the screen's organizations) kept the buttons spinning for seconds on a slow
      // connection, and a second click would have answered an invitation that is no longer pending.
      queryClient.setQueryData(teamKeys.myInvitations({ userId }), (invitations: Invitation[] | undefined) =>
        invitations?.map((pending) => (pending._id === invitation._id ? invitation : pending)),
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.all({ userId }) });
      void onAnswered?.(invitation.status === 'accepted' ? 'accepted' : 'declined');
    },
  });
}

/** POST /v1/team/invite: a pending invitation of the current organization, emailed by the provider. */
export function useInviteMember(onChanged?: () => Promise<unknown> | void) {
  const api = useApiClient();
  const changed = useTeamChanged(onChanged);
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: AssignableRole }) =>
      dataOf(api.POST('/v1/team/invite', { body: { email: email.trim(), role } })),
    ...INLINE_ERRORS,
    onSettled: changed,
  });
}

/**
 * POST /v1/team/re-invite: the invitation sent again with a fresh expiry. `invitationId` only tells the
 * screen which row is waiting; the provider finds the invitation by email.
 */
export function useReinviteMember(onChanged?: () => Promise<unknown> | void) {
  const api = useApiClient();
  const changed = useTeamChanged(onChanged);
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: AssignableRole; invitationId: string }) =>
      dataOf(api.POST('/v1/team/re-invite', { body: { email, role } })),
    ...INLINE_ERRORS,
    onSettled: changed,
  });
}

/** PATCH /v1/org/member/update/role. */
export function useChangeMemberRole(onChanged?: () => Promise<unknown> | void) {
  const api = useApiClient();
  const changed = useTeamChanged(onChanged);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      dataOf(api.PATCH('/v1/org/member/update/role', { body: { userId, role } })),
    ...INLINE_ERRORS,
    onSettled: changed,
  });
}

/** PATCH /v1/org/member/delete. */
export function useRemoveMember(onChanged?: () => Promise<unknown> | void) {
  const api = useApiClient();
  const changed = useTeamChanged(onChanged);
  return useMutation({
    mutationFn: ({ userId }: { userId: string }) =>
      dataOf(api.PATCH('/v1/org/member/delete', { body: { userId } })),
    ...INLINE_ERRORS,
    onSettled: changed,
  });
}
