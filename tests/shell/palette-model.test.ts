import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  isSearchable,
  matchesQuery,
  organizationTargets,
} from '../../src/shell/palette/palette-model.ts';
import { validateCreateRequest } from '../../src/lib/create-request.ts';

/** Issue 34: the command palette's rules. */
describe('the palette’s matching', () => {
  it('finds an entry by every typed word, in any order, without case or accents', () => {
    expect(matchesQuery('', 'Payouts')).toBe(true);
    expect(matchesQuery('pay', 'Payouts')).toBe(true);
    expect(matchesQuery('equipe', 'Équipe')).toBe(true);
    expect(matchesQuery('books maya', "Switch to Maya's Books")).toBe(true);
    expect(matchesQuery('books coffee', "Switch to Maya's Books")).toBe(false);
    expect(matchesQuery('key', 'New API key', 'apikey')).toBe(true);
  });

  it('asks the provider only for 3 to 200 characters, spaces around not counted', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('a'.repeat(200))).toBe(true);
    expect(isSearchable('a'.repeat(201))).toBe(false);
  });
});

describe('the actions a role is offered', () => {
  const everyScreen = new Set(['/manage/payout/', '/manage/apikey/', '/manage/organization/']);
  const roles = {
    owner: ['createPayout', 'manageApiKeys', 'manageTeam'],
    admin: ['createPayout', 'manageApiKeys', 'manageTeam'],
    developer: ['manageApiKeys'],
    viewer: [],
  } as const;
  const canOf = (role: keyof typeof roles) => (check: string) =>
    (roles[role] as readonly string[]).includes(check);

  it('are the screen actions its role may take, and privacy mode for everyone', () => {
    expect(allowedActions(canOf('owner'), everyScreen)).toEqual([
      'newPayout',
      'newApiKey',
      'inviteMember',
      'togglePrivacy',
    ]);
    expect(allowedActions(canOf('developer'), everyScreen)).toEqual(['newApiKey', 'togglePrivacy']);
    expect(allowedActions(canOf('viewer'), everyScreen)).toEqual(['togglePrivacy']);
  });

  it('leave out a screen the user’s menu does not list, whatever the role', () => {
    expect(allowedActions(canOf('owner'), new Set(['/manage/apikey/']))).toEqual([
      'newApiKey',
      'togglePrivacy',
    ]);
  });
});

describe('the organizations to switch to', () => {
  const organizations = [
    { _id: 'a', name: "Maya's Coffee" },
    { _id: 'b', name: "Maya's Books" },
  ];

  it('are a member’s other organizations', () => {
    expect(organizationTargets(false, 'a', organizations, 'All Organizations')).toEqual([
      { id: 'b', name: "Maya's Books" },
    ]);
  });

  it('are, for a master, All organizations and every organization but the one selected', () => {
    expect(organizationTargets(true, 'b', organizations, 'All Organizations')).toEqual([
      { id: '', name: 'All Organizations' },
      { id: 'a', name: "Maya's Coffee" },
    ]);
    expect(organizationTargets(true, '', organizations, 'All Organizations').map((t) => t.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('?new=1, which opens a screen’s create dialog', () => {
  it('is kept only as the palette writes it', () => {
    expect(validateCreateRequest({ new: 1 })).toEqual({ new: 1 });
    expect(validateCreateRequest({ new: '1' })).toEqual({ new: 1 });
    expect(validateCreateRequest({ new: 'yes' })).toEqual({});
    expect(validateCreateRequest({})).toEqual({});
  });
});
