import { describe, expect, it } from 'vitest';
import {
  canReinvite,
  inviteEmailError,
  memberActions,
  roleError,
  roleName,
} from '../../../src/features/team/model.ts';
import type { Invitation, Member } from '../../../src/features/team/queries.ts';

const member = (role: Member['role']): Member => ({
  userId: '0123456789abcdef01234567',
  email: 'someone@demo.test',
  name: 'Someone',
  role,
});

describe('the team rules', () => {
  it('never offers to change or remove the owner, whoever asks; others only to a role that manages the team', () => {
    expect(memberActions(member('owner'), true)).toEqual({ changeRole: false, remove: false });
    expect(memberActions(member('admin'), true)).toEqual({ changeRole: true, remove: true });
    expect(memberActions(member('viewer'), false)).toEqual({ changeRole: false, remove: false });
  });

  it('offers a re-invite for every invitation that did not become a membership', () => {
    const invitation = (status: Invitation['status']) => ({ status }) as Invitation;
    expect(
      ['pending', 'declined', 'expired'].every((s) => canReinvite(invitation(s as Invitation['status']))),
    ).toBe(true);
    expect(canReinvite(invitation('accepted'))).toBe(false);
  });

  it('checks the invited address before sending', () => {
    expect(inviteEmailError('   ')).toBe('Enter the email address of the person to invite');
    expect(inviteEmailError('name@example')).toBe('Enter a valid email address, like name@example.com');
    expect(inviteEmailError('two words@example.com')).toBe(
      'Enter a valid email address, like name@example.com',
    );
    expect(inviteEmailError(`${'a'.repeat(250)}@example.com`)).toBe(
      'Enter a valid email address, like name@example.com',
    );
    expect(inviteEmailError(' new.hire@example.com ')).toBeNull();
  });

  it('accepts only a role that can be given, and names roles for people', () => {
    expect(roleError('owner', ['admin', 'developer', 'viewer'])).toBe('Choose a role');
    expect(roleError('', ['admin', 'developer', 'viewer'])).toBe('Choose a role');
    expect(roleError('viewer', ['admin', 'developer', 'viewer'])).toBeNull();
    expect(roleName('developer')).toBe('Developer');
  });
});
