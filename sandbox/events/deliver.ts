/**
 * Delivering one event to the users it is for, as each of them asked (preferences.ts): a notification in the
 * bell unless they keep the kind out of it, a Web Push message (the contract's PushMessage) unless they turned
 * its push off, marked `quiet` inside their quiet hours. "Notify me when it lands" forces a payout's push.
 */
import type { Schemas } from '../contract-types.ts';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { insertNotification } from '../notifications.ts';
import { pushToUser, type PushSender } from '../push.ts';
import { isQuietAt, preferencesOf, type NotificationKind } from './preferences.ts';
import type { PushLog } from './push-log.ts';

type PushOf<K extends NotificationKind> = Extract<Schemas['PushMessage'], { type: K }>;

/** One event: its kind, where it happened, and the data its notification and push carry. */
interface Announcement<K extends NotificationKind = NotificationKind> {
  kind: K;
  orgId: string;
  env: EnvName;
  data: PushOf<K>['data'];
}

interface Recipient {
  userId: string;
  /** push even when the kind's push preference is off (a watched payout's final push) */
  forcePush?: boolean;
}

export type Deliver = <K extends NotificationKind>(recipients: Recipient[], event: Announcement<K>) => void;

export function createDelivery(opts: {
  db: Db;
  now: () => Date;
  send: PushSender;
  /** whether a stored endpoint may be contacted (push-endpoint.ts) */
  allowed: (endpoint: string) => boolean;
  /** test servers only: every push sent is kept for GET /__sandbox/pushes */
  log?: PushLog;
}): Deliver {
  const { db, now, send, allowed, log } = opts;
  return (recipients, event) => {
    const at = now();
    for (const { userId, forcePush } of recipients) {
      const prefs = preferencesOf(db, userId);
      const wanted = prefs.kinds[event.kind];
      const push = wanted.push || forcePush === true;
      if (!push && !wanted.inApp) continue;
      const notificationId = wanted.inApp
        ? insertNotification(
            db,
            { userId, orgId: event.orgId, env: event.env, kind: event.kind, data: event.data },
            at,
          )
        : null;
      if (!push) continue;
      // ids and display values only: the push service and the device relay it (tests/sandbox/push-delivery)
      const payload = {
        type: event.kind,
        notificationId,
        orgId: event.orgId,
        env: event.env,
        quiet: isQuietAt(prefs, at),
        data: event.data,
      } as Schemas['PushMessage'];
      log?.record({ userId, at: at.toISOString(), payload });
      pushToUser(db, send, userId, JSON.stringify(payload), allowed);
    }
  };
}
