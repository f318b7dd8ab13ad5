import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/context.tsx';
import type { components } from '../../shared/provider-schema.gen.ts';
import { useSessionScope } from '../../session/context.tsx';
import { useCurrentUser } from '../../session/current-user.ts';
import { memberOrganizationsQueryOptions, type Organization } from './queries.ts';

type OrgRole = components['schemas']['OrgRole'];
export type AssignableRole = components['schemas']['AssignableRole'];

/** The roles a member may be given, from the most to the least powerful; an invitation starts at the last. */
export const ASSIGNABLE_ROLES: readonly AssignableRole[] = ['admin', 'developer', 'viewer'];
export const LEAST_POWERFUL_ROLE: AssignableRole = 'viewer';

/**
 * What a screen may offer; each maps to the provider's role check of the same call (docs/product/06-roles.md
 * §6.2).
 */
export type OrgAction =
  | 'editOrganization'
  | 'manageTeam'
  | 'managePaymentConfig'
  | 'createPayout'
  | 'createOnRamp'
  | 'manageApiKeys'
  | 'refund'
  | 'requireMfa';

const ALLOWED: Record<OrgAction, readonly OrgRole[]> = {
  editOrganization: ['owner', 'admin'],
  manageTeam: ['owner', 'admin'],
  managePaymentConfig: ['owner', 'admin'],
  createPayout: ['owner', 'admin'],
  createOnRamp: ['owner', 'admin'],
  manageApiKeys: ['owner', 'admin', 'developer'],
  refund: ['owner', 'admin', 'developer'],
  // it changes how every member signs in: the owner's decision alone
  requireMfa: ['owner'],
};

export interface OrgAccess {
  isMaster: boolean;
  /** the user's role in the current organization; null when not a member (or not yet known) */
  role: OrgRole | null;
}

/**
 * Whether the UI offers an action. The provider decides (a refusal is shown as its message); this only hides
 * or disables what would certainly be refused. Masters pass every role check.
 */
function can(access: OrgAccess, action: OrgAction): boolean {
  return access.isMaster || (access.role !== null && ALLOWED[action].includes(access.role));
}

/** The user's role in an organization, from its member list. */
function memberRole(organization: Organization | undefined, userId: string): OrgRole | null {
  return organization?.members.find((member) => member.userId === userId)?.role ?? null;
}

/** The current user's access in the current organization (the memberships are cached by the shell). */
export function useOrgAccess(): OrgAccess & { can: (action: OrgAction) => boolean } {
  const api = useApiClient();
  const scope = useSessionScope();
  const user = useCurrentUser();
  const { data: organizations } = useQuery(memberOrganizationsQueryOptions(api, scope));
  const access: OrgAccess = {
    isMaster: user.isMaster,
    role: memberRole(
      organizations?.find((organization) => organization._id === scope.orgId),
      user.id,
    ),
  };
  return { ...access, can: (action) => can(access, action) };
}
