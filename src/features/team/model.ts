import type { components } from '../../shared/provider-schema.gen.ts';
import type { Invitation, Member } from './queries.ts';
import { translate } from '../../i18n/translate.ts';
import { teamMessages } from './messages/index.ts';

export type AssignableRole = components['schemas']['AssignableRole'];
export type InvitationStatus = components['schemas']['InvitationStatus'];

/** The message naming each role the provider knows. */
const ROLE_NAMES = {
  owner: 'roleOwner',
  admin: 'roleAdmin',
  developer: 'roleDeveloper',
  viewer: 'roleViewer',
} as const satisfies Record<Member['role'], string>;

/**
 * "developer" → "Developer": how a role reads in a table, a menu or a sentence, in the language spoken now (the
 * header shows it upper-cased). A role the provider adds later reads as it spells it, capitalised.
 */
export function roleName(role: string): string {
  return Object.hasOwn(ROLE_NAMES, role)
    ? translate(teamMessages, ROLE_NAMES[role as Member['role']])
    : role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * The invite form's email check. The shape is the one the sign-in forms ask for (something@domain.tld, no
 * spaces, at most 254 characters); the words differ, since the address is someone else's.
 */
export function inviteEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return translate(teamMessages, 'emailMissing');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return translate(teamMessages, 'emailInvalid');
  return null;
}

/** A role picked in a form must be one the provider lets anyone give (ownership is not transferable). */
export function roleError(value: string, roles: readonly AssignableRole[]): string | null {
  return roles.some((role) => role === value) ? null : translate(teamMessages, 'chooseRole');
}

/**
 * What the Team tab offers on a member's row. The owner's row offers nothing: ownership cannot be changed or
 * removed (the provider refuses with 422), so an organization always keeps its one owner.
 */
export function memberActions(member: Member, canManage: boolean): { changeRole: boolean; remove: boolean } {
  const allowed = canManage && member.role !== 'owner';
  return { changeRole: allowed, remove: allowed };
}

/**
 * Whether an invitation can be sent again: any that did not end in a membership (pending ones get a fresh
 * expiry, declined and expired ones become pending again).
 */
export function canReinvite(invitation: Invitation): boolean {
  return invitation.status !== 'accepted';
}

/** The colour of an invitation's status badge. */
export const STATUS_COLOR: Record<InvitationStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  expired: 'red',
};
