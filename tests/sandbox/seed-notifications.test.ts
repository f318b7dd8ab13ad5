import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';
import { seedNotificationsFromEnv, topUpDemoNotifications } from '../../sandbox/seed-notifications.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

describe('SANDBOX_NOTIFICATIONS', () => {
  it('reads a whole number up to 10,000, 0 when unset, and refuses anything else', () => {
    expect(seedNotificationsFromEnv({})).toBe(0);
    expect(seedNotificationsFromEnv({ SANDBOX_NOTIFICATIONS: ' 1000 ' })).toBe(1000);
    for (const value of ['10001', '1.5', '-2', 'many', '1e3'])
      expect(() => seedNotificationsFromEnv({ SANDBOX_NOTIFICATIONS: value }), value).toThrow(
        /whole number from 0 to 10000/,
      );
  });

  it("tops the demo merchant's list up to the count, once, each opening one of the organization's payouts", async () => {
    const sandbox = await createSandbox({ now: () => new Date('2026-11-01T12:00:00Z') });
    try {
      const scoped = `FROM notifications n JOIN users u ON u._id = n.user_id
        WHERE u.email = '${DEMO_EMAIL.merchant}' AND n.org_id = u.current_org_id AND n.env = u.current_env`;
      const count = () => (sandbox.db.prepare(`SELECT COUNT(*) AS n ${scoped}`).get() as { n: number }).n;
      topUpDemoNotifications(sandbox.db, 1000, new Date('2026-11-01T12:00:00Z'));
      expect(count()).toBe(1000);
      // a restart adds none
      topUpDemoNotifications(sandbox.db, 1000, new Date('2026-11-01T12:00:00Z'));
      expect(count()).toBe(1000);
      const orphans = sandbox.db
        .prepare(
          `SELECT COUNT(*) AS n ${scoped} AND NOT EXISTS (SELECT 1 FROM payouts p
           WHERE p._id = json_extract(n.data, '$.payoutId') AND p.org_id = n.org_id)`,
        )
        .get() as { n: number };
      expect(orphans.n).toBe(0);
    } finally {
      sandbox.close();
    }
  }, 60_000);
});
