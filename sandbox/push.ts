import webpush from 'web-push';
import type { Db } from './db.ts';
import type { Keys } from './keys.ts';

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
export function pushToUser(
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
