import { describe, expect, it } from 'vitest';
import {
  defaultOrganizationId,
  resolveCurrentOrganization,
} from '../../../src/features/organizations/model.ts';

const USER = '64b0000000000000000000a1';
const OTHER = '64b0000000000000000000b2';
const owned = { _id: '64b000000000000000000001', userId: USER };
const joined = { _id: '64b000000000000000000002', userId: OTHER };

describe('defaultOrganizationId (docs/product/04-states.md §4.2 default organization)', () => {
  it('keeps a stored organization that is one of the memberships', () => {
    expect(defaultOrganizationId([owned, joined], joined._id, USER, false)).toBeNull();
  });

  it("selects the user's own organization when none stored matches", () => {
    expect(defaultOrganizationId([joined, owned], '', USER, false)).toBe(owned._id);
    expect(defaultOrganizationId([joined, owned], '64b0000000000000000000ff', USER, false)).toBe(owned._id);
  });

  it('falls back to the first membership when the user owns none', () => {
    expect(defaultOrganizationId([joined], '', USER, false)).toBe(joined._id);
  });

  it('decides nothing while there are no memberships (not loaded yet, or none)', () => {
    expect(defaultOrganizationId([], '', USER, false)).toBeNull();
    expect(defaultOrganizationId([], owned._id, USER, false)).toBeNull();
  });

  it("never replaces a master's choice, All Organizations (the empty id) included", () => {
    expect(defaultOrganizationId([owned], '', USER, true)).toBeNull();
    expect(defaultOrganizationId([owned], joined._id, USER, true)).toBeNull();
  });

  it('agrees with the organization the selector shows', () => {
    const organizations = [joined, owned];
    const shown = resolveCurrentOrganization(organizations, 'gone', USER);
    expect(defaultOrganizationId(organizations, 'gone', USER, false)).toBe(shown?._id);
  });
});
