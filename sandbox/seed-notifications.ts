import type { Db } from './db.ts';
import { toMajor } from './money/currencies.ts';
import { newId } from './rng.ts';

/** The largest SANDBOX_NOTIFICATIONS: enough to judge a long list, small enough to insert at once. */
const MAX_SEED_NOTIFICATIONS = 10_000;
const DEMO_MERCHANT = 'merchant@demo.test';
const MINUTE = 60_000;

/**
 * SANDBOX_NOTIFICATIONS for `npm start` (docs/configuration.md): how many payout notifications the demo
 * merchant holds in the organization and environment it signs in to, for trying (and benchmarking) a long
 * notification list. Unset is 0 (nothing added); anything but a whole number up to 10,000 stops the server.
 */
export function seedNotificationsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_NOTIFICATIONS?.trim();
  if (!raw) return 0;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > MAX_SEED_NOTIFICATIONS)
    throw new Error(
      `SANDBOX_NOTIFICATIONS must be a whole number from 0 to ${MAX_SEED_NOTIFICATIONS}, not "${raw}"`,
    );
  return count;
}

/**
 * Tops the demo merchant's notifications in its current organization and environment up to `count` (a
 * restart adds none): payout notifications of that organization's real payouts, taken in turn, so every one
 * opens a payout the payout page can load; one a minute back in time, a third of them unread.
 */
export function topUpDemoNotifications(db: Db, count: number, now: Date): void {
  if (count <= 0) return;
  const user = db
    .prepare('SELECT _id, current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_MERCHANT) as { _id: string; current_org_id: string | null; current_env: string } | undefined;
  if (!user?.current_org_id) return;
  const scope = [user._id, user.current_org_id, user.current_env];
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND org_id = ? AND env = ?')
    .get(...scope) as { n: number };
  const payouts = db
    .prepare(
      'SELECT _id, net_amount, currency, end_date FROM payouts WHERE org_id = ? AND env = ? ORDER BY created_at',
    )
    .all(user.current_org_id, user.current_env) as {
    _id: string;
    net_amount: number;
    currency: string;
    end_date: string;
  }[];
  if (payouts.length === 0 || n >= count) return;
  const insert = db.prepare(
    `INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at)
     VALUES (?, ?, ?, ?, 'payout', ?, ?, ?)`,
  );
  const start = now.getTime() - count * MINUTE;
  db.transaction(() => {
    for (let i = n; i < count; i++) {
      const payout = payouts[i % payouts.length]!;
      const data = {
        amount: toMajor(payout.net_amount),
        currency: payout.currency,
        endDate: payout.end_date,
        payoutId: payout._id,
      };
      const createdAt = new Date(start + i * MINUTE).toISOString();
      insert.run(newId(), ...scope, i % 3 === 0 ? 0 : 1, JSON.stringify(data), createdAt);
    }
  })();
}
