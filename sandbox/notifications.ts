/** The bell's notifications of a user; events/deliver.ts stores them as it pushes them. */
import type { Schemas } from './contract-types.ts';
import type { Db } from './db.ts';
import type { EnvName } from './deps.ts';
import type { Where } from './list-query.ts';
import { newId } from './rng.ts';
import type { Session } from './session.ts';

export interface NotificationRow {
  _id: string;
  read: number;
  org_id: string | null;
  env: EnvName;
  type: Schemas['NotificationKind'];
  /** JSON of the kind's data (the contract's PayoutNotificationData, DisputeNotificationData, …) */
  data: string;
  created_at: string;
}

export function toNotification(r: NotificationRow): Schemas['Notification'] {
  // the row's type and data were written together by insertNotification: they are one member of the union
  return {
    _id: r._id,
    read: r.read === 1,
    orgId: r.org_id,
    env: r.env,
    channelConfig: { type: r.type },
    data: JSON.parse(r.data) as unknown,
    createdAt: r.created_at,
  } as Schemas['Notification'];
}

/** Stores one unread notification of a user; returns its id. */
export function insertNotification(
  db: Db,
  n: { userId: string; orgId: string; env: EnvName; kind: Schemas['NotificationKind']; data: object },
  createdAt: Date,
): string {
  const id = newId();
  db.prepare(
    'INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
  ).run(id, n.userId, n.orgId, n.env, n.kind, JSON.stringify(n.data), createdAt.toISOString());
  return id;
}

/**
 * The bell follows the current organization and environment like every other screen (a live payout never
 * shows in test mode, and a notification always opens a payout the payout page can load); masters: all orgs.
 */
export function notificationScope(s: Session): Where {
  if (s.isMaster) return { sql: 'user_id = ? AND env = ?', params: [s.userId, s.env] };
  return { sql: 'user_id = ? AND env = ? AND org_id IS ?', params: [s.userId, s.env, s.orgId] };
}

/** How many notifications of the scope are unread. */
export function unreadCount(db: Db, scope: Where): number {
  const { unread } = db
    .prepare(`SELECT COALESCE(SUM(read = 0), 0) AS unread FROM notifications WHERE ${scope.sql}`)
    .get(...scope.params) as { unread: number };
  return unread;
}

/** The user's notification of this id, if it is theirs. */
export function notificationOf(db: Db, userId: string, id: string): NotificationRow | undefined {
  return db.prepare('SELECT * FROM notifications WHERE _id = ? AND user_id = ?').get(id, userId) as
    NotificationRow | undefined;
}

/** Marks one of the user's notifications read or unread; false when the user has none of this id. */
export function setNotificationRead(db: Db, userId: string, id: string, read: boolean): boolean {
  return (
    db
      .prepare('UPDATE notifications SET read = ? WHERE _id = ? AND user_id = ?')
      .run(read ? 1 : 0, id, userId).changes > 0
  );
}

/** Marks every unread notification of the scope read; answers how many changed. */
export function markAllNotificationsRead(db: Db, scope: Where): number {
  return db.prepare(`UPDATE notifications SET read = 1 WHERE read = 0 AND ${scope.sql}`).run(...scope.params)
    .changes;
}

export function deleteNotification(db: Db, id: string): void {
  db.prepare('DELETE FROM notifications WHERE _id = ?').run(id);
}
