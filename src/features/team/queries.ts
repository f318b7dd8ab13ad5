import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';

export type Invitation = components['schemas']['Invitation'];

/**
 * Key factory. The invitations addressed to the user follow their email, not the current organization or
 * environment, so (like the profile) they are keyed by the user's id, not by scope.
 */
export const teamKeys = {
  all: ['team'] as const,
  myInvitations: (userId: string) => [...teamKeys.all, 'my-invitations', { userId }] as const,
};

/** GET /v1/team/member/invitations. */
export function myInvitationsQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: teamKeys.myInvitations(userId),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/team/member/invitations', { signal })),
  });
}
