import { describe, expect, it } from 'vitest';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../../src/app/route-tree.gen.ts';
import { menuEntriesFor, type MenuRole } from '../../src/lib/menu.ts';

// the labels are the user's in every organization: the audit log's entry follows the role in the current one
const routes = Object.values(createRouter({ routeTree, context: {} as never }).routesById);
const ALL_LABELS = ['Dashboard', 'Apikey', 'Transactions', 'Payout', 'Organization', 'Payment Configuration'];
const routesOf = (viewer: { isMaster: boolean; role: MenuRole | null }) =>
  menuEntriesFor(routes, ALL_LABELS, viewer).map((entry) => entry.route);

describe('menu entries for some roles only (the audit log)', () => {
  it('lists the audit log after Organization for owners, admins and masters', () => {
    for (const viewer of [
      { isMaster: false, role: 'owner' as const },
      { isMaster: false, role: 'admin' as const },
      { isMaster: true, role: null },
    ]) {
      const entries = routesOf(viewer);
      expect(entries.indexOf('/manage/audit/')).toBe(entries.indexOf('/manage/organization/') + 1);
    }
  });

  it('leaves it out for developers, viewers and a role not known yet', () => {
    for (const role of ['developer', 'viewer', null] as const)
      expect(routesOf({ isMaster: false, role })).not.toContain('/manage/audit/');
  });
});
