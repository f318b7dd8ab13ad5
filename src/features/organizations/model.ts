import type { Organization } from './queries.ts';

/** The organization a selector shows: the stored one when it is in the list, else the one the user owns. */
export function resolveCurrentOrganization(
  organizations: readonly Organization[],
  storedId: string,
  userId: string | undefined,
): Organization | undefined {
  return (
    organizations.find((org) => org._id === storedId) ??
    organizations.find((org) => org.userId === userId) ??
    organizations[0]
  );
}

/** The role label beneath the user's name: MASTER for masters, else the member role here, upper-cased. */
export function roleLabel(
  isMaster: boolean,
  organization: Organization | undefined,
  userId: string | undefined,
) {
  if (isMaster) return 'MASTER';
  return organization?.members.find((member) => member.userId === userId)?.role.toUpperCase() ?? '';
}
