import type { components } from '../../shared/provider-schema.gen.ts';
import type { Invitation, Member } from './queries.ts';

export type AssignableRole = components['schemas']['AssignableRole'];
export type InvitationStatus = components['schemas']['InvitationStatus'];

/** "developer" → "Developer": how a role reads in a sentence or a menu (the header shows it upper-cased). */
export function roleName(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * The invite form's email check. The shape is the one the sign-in forms ask for (something@domain.tld, no
 * spaces, at most 254 characters); the words differ, since the address is someone else's.
 */
export function inviteEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter the email address of the person to invite';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return 'Enter a valid email address, like name@example.com';
  return null;
}

/** A role picked in a form must be one the provider lets anyone give (ownership is not transferable). */
export function roleError(value: string, roles: readonly AssignableRole[]): string | null {
  return roles.some((role) => role === value) ? null : 'Choose a role';
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
