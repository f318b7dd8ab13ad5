import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../sandbox/demo-accounts.ts';
import { ORGS, USERS } from '../../sandbox/seed-core-data.ts';

/** Testers need one account per role: what `npm start` prints lists every seeded user. */
describe('the demo accounts printed at start', () => {
  it('list every seeded user, each with the demo password', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(
      USERS.map((user) => user.email).sort(),
    );
    expect(DEMO_ACCOUNTS.every((account) => account.password === DEMO_PASSWORD)).toBe(true);
  });

  it('cover every organization role', () => {
    const roles = new Set(ORGS.flatMap((org) => ['owner', ...org.members.map(([, role]) => role)]));
    expect([...roles].sort()).toEqual(['admin', 'developer', 'owner', 'viewer']);
    for (const role of roles)
      expect(
        DEMO_ACCOUNTS.some((account) => account.note.includes(role)),
        role,
      ).toBe(true);
  });
});
