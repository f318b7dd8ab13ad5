import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { keyUserId, sameScope, scopeKey, type SessionScope } from '../../src/session/scope-key.ts';

const maya: SessionScope = { userId: 'u1', orgId: 'o1', env: 'test', masterOrgId: null };

describe('scopeKey: the start of every key of user-specific data', () => {
  it('always holds the user, and as much of the scope as the data depends on', () => {
    expect(scopeKey(maya)).toEqual([{ userId: 'u1', orgId: 'o1', env: 'test', masterOrgId: null }]);
    expect(scopeKey(maya, 'environment')).toEqual([{ userId: 'u1', env: 'test' }]);
    expect(scopeKey(maya, 'person')).toEqual([{ userId: 'u1' }]);
  });

  it('gives different keys to different users, organizations, environments and master selections', () => {
    const keys = [
      maya,
      { ...maya, userId: 'u2' },
      { ...maya, orgId: 'o2' },
      { ...maya, env: 'live' as const },
      { ...maya, masterOrgId: '' },
    ].map((scope) => JSON.stringify(scopeKey(scope)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("filters by user: the person-wide prefix matches the user's keys of every width, and no one else's", () => {
    const prefix = [...scopeKey(maya, 'person'), 'notifications'];
    expect(partialMatchKey([...scopeKey(maya), 'notifications', 'list'], prefix)).toBe(true);
    expect(partialMatchKey([...scopeKey({ ...maya, env: 'live' }), 'notifications'], prefix)).toBe(true);
    expect(partialMatchKey([...scopeKey({ ...maya, userId: 'u2' }), 'notifications'], prefix)).toBe(false);
  });

  it('reads the user back from a key, and compares scopes', () => {
    expect(keyUserId([...scopeKey(maya, 'environment'), 'organizations'])).toBe('u1');
    expect(keyUserId(['probe'])).toBeUndefined();
    expect(sameScope(maya, { ...maya })).toBe(true);
    expect(sameScope(maya, { ...maya, masterOrgId: '' })).toBe(false);
  });
});
