import webpush from 'web-push';
import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';
import type { NotifyInput } from './deps.ts';
import type { Keys } from './keys.ts';
import { newId } from './rng.ts';

export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Saves a browser's subscription; an endpoint belongs to one browser profile, so the last user to subscribe it owns it. */
export function savePushSubscription(
  db: Db,
  userId: string,
  subscription: PushSubscriptionData,
  createdAt: Date,
): void {
  const { endpoint, keys } = subscription;
  db.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
  ).run(endpoint, userId, keys.p256dh, keys.auth, createdAt.toISOString());
}

/** Forgets a subscription of the user's (another user's subscription of the same endpoint stays). */
export function deletePushSubscription(db: Db, userId: string, endpoint: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').run(endpoint, userId);
}

/** Sends one Web Push message (payload = JSON string); injectable so tests capture pushes. */
export type PushSender = (subscription: PushSubscriptionData, payload: string) => Promise<void>;

export function webPushSender(keys: Keys): PushSender {
  return async (subscription, payload) => {
    await webpush.sendNotification(subscription, payload, {
      vapidDetails: {
        subject: 'mailto:sandbox@demo.test',
        publicKey: keys.vapid.publicKey,
        privateKey: keys.vapid.privateKey,
      },
      TTL: 3600,
    });
  };
}

interface SubRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Fire and forget: a push failure must never fail the request that caused it; gone endpoints are dropped, and
 * so are endpoints the rule refuses (stored before it existed): they are never contacted.
 */
function pushToUser(
  db: Db,
  send: PushSender,
  userId: string,
  payload: string,
  allowed: (endpoint: string) => boolean,
): void {
  const subs = db
    .prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ?')
    .all(userId) as SubRow[];
  for (const s of subs) {
    if (!allowed(s.endpoint)) {
      db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(s.endpoint);
      continue;
    }
    send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload).catch(
      (err: unknown) => {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410)
          db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(s.endpoint);
        else console.warn('[sandbox] web push failed:', (err as Error).message ?? err);
      },
    );
  }
}

/**
 * Stores a payout notification for each member of the organization (its owner included); returns them with
 * their user, none for an unknown organization.
 */
function insertNotifications(db: Db, input: NotifyInput, createdAt: Date) {
  const users = db
    .prepare(
      `SELECT user_id FROM organizations WHERE _id = ?
       UNION SELECT user_id FROM members WHERE org_id = ?`,
    )
    .all(input.orgId, input.orgId) as { user_id: string }[];
  const insert = db.prepare(
    'INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
  );
  return db.transaction(() =>
    users.map(({ user_id: userId }) => {
      const id = newId();
      insert.run(
        id,
        userId,
        input.orgId,
        input.env,
        'payout',
        JSON.stringify(input.data),
        createdAt.toISOString(),
      );
      return { id, userId };
    }),
  )();
}

/** deps.notify: a payout notification in the bell plus a system notification through Web Push, per member. */
export function createNotifier(
  db: Db,
  now: () => Date,
  send: PushSender,
  allowed: (endpoint: string) => boolean,
) {
  return (input: NotifyInput): void => {
    for (const created of insertNotifications(db, input, now())) {
      // the service worker turns this into a system notification deep-linking to the payout; the contract's
      // PushPayoutMessage (tests/sandbox/push-delivery.test.ts checks what reaches a push service)
      const payload: Schemas['PushPayoutMessage'] = {
        type: 'payout',
        notificationId: created.id,
        orgId: input.orgId,
        env: input.env,
        data: input.data,
      };
      pushToUser(db, send, created.userId, JSON.stringify(payload), allowed);
    }
  };
}
