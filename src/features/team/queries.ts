import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type Invitation = components['schemas']['Invitation'];
export type Member = components['schemas']['Member'];

/**
 * Key factory. The invitations addressed to the user follow their email, not the current organization or
 * environment, so (like the profile) they are keyed by the user's id, not by scope. The members and the
 * invitations the organization sent belong to the current organization: keyed by the whole scope.
 */
export const teamKeys = {
  all: (scope: Pick<SessionScope, 'userId'>) => [...scopeKey(scope, 'person'), 'team'] as const,
  myInvitations: (scope: Pick<SessionScope, 'userId'>) => [...teamKeys.all(scope), 'my-invitations'] as const,
  organization: (scope: SessionScope) => [...scopeKey(scope), 'team'] as const,
  members: (scope: SessionScope) => [...teamKeys.organization(scope), 'members'] as const,
  sentInvitations: (scope: SessionScope) => [...teamKeys.organization(scope), 'sent-invitations'] as const,
};

/** GET /v1/team/member/invitations. */
export function myInvitationsQueryOptions(api: ApiClient, scope: Pick<SessionScope, 'userId'>) {
  return queryOptions({
    queryKey: teamKeys.myInvitations(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/team/member/invitations', { signal })),
  });
}

/** GET /v1/org/members: the current organization's members, the owner first. */
export function membersQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: teamKeys.members(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/org/members', { signal })),
  });
}

/** GET /v1/team/invitedMembers: the invitations the current organization sent, newest first. */
export function sentInvitationsQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: teamKeys.sentInvitations(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/team/invitedMembers', { signal })),
  });
}

/** What the Team tab reads, started at once (the route's loader awaits it when the tab is open). */
export function primeTeamTab(queryClient: QueryClient, api: ApiClient, scope: SessionScope) {
  return Promise.all([
    queryClient.ensureQueryData(membersQueryOptions(api, scope)),
    queryClient.ensureQueryData(sentInvitationsQueryOptions(api, scope)),
  ]);
}
