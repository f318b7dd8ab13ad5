import type { Organization } from './queries.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import { currentLocale } from '../../i18n/locale-store.ts';
import { translate } from '../../i18n/translate.ts';
import { organizationsShellMessages } from './shell/messages/index.ts';

/** The message naming each role the provider knows (an unknown one is shown as the provider spells it). */
const ROLE_NAMES = {
  owner: 'roleOwner',
  admin: 'roleAdmin',
  developer: 'roleDeveloper',
  viewer: 'roleViewer',
} as const satisfies Record<Organization['members'][number]['role'], string>;

/** What the organization rules read of an organization: its id and its owner. */
type Owned = Pick<Organization, '_id' | 'userId'>;

/**
 * The organization a selector shows: the stored one when it is in the list, else the one the user owns, else
 * the first membership.
 */
export function resolveCurrentOrganization<O extends Owned>(
  organizations: readonly O[],
  storedId: string,
  userId: string | undefined,
): O | undefined {
  return (
    organizations.find((org) => org._id === storedId) ??
    organizations.find((org) => org.userId === userId) ??
    organizations[0]
  );
}

/**
 * docs/product/04-states.md §4.2 default organization: the id to store as the current organization, or null
 * when the stored one stands. When no stored id matches a membership, the organization the user owns becomes
 * current (the first membership when they own none). A master's choice is never replaced: All Organizations
 * is the empty id, and a master's organizations are not their memberships.
 */
export function defaultOrganizationId(
  organizations: readonly Owned[],
  storedId: string,
  userId: string | undefined,
  isMaster: boolean,
): string | null {
  if (isMaster) return null;
  const current = resolveCurrentOrganization(organizations, storedId, userId);
  return current && current._id !== storedId ? current._id : null;
}

/**
 * The role label beneath the user's name: MASTER for masters, else the member role here, upper-cased (in the
 * language spoken now).
 */
export function roleLabel(
  isMaster: boolean,
  organization: Organization | undefined,
  userId: string | undefined,
) {
  const role = isMaster ? 'master' : organization?.members.find((member) => member.userId === userId)?.role;
  if (!role) return '';
  const name =
    role === 'master'
      ? translate(organizationsShellMessages, 'roleMaster')
      : Object.hasOwn(ROLE_NAMES, role)
        ? translate(organizationsShellMessages, ROLE_NAMES[role])
        : role;
  return name.toLocaleUpperCase(intlLocaleOf(currentLocale()));
}
