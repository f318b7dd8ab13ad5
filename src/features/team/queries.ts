import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Invitation = components['schemas']['Invitation'];

/**
 * Key factory. The invitations addressed to the user follow their email, not the current organization or
 * environment, so (like the profile) they are keyed by the user's id, not by scope.
 */
export const teamKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'team'] as const,
  myInvitations: (scope: Pick<SessionScope, 'userId'>) => [...teamKeys.all(scope), 'my-invitations'] as const,
};

/** GET /v1/team/member/invitations. */
export function myInvitationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: teamKeys.myInvitations(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/team/member/invitations', { signal })),
  });
}
