import { Hono } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { listPage, type Where } from '../list-query.ts';
import { bodyOf, queryOf, requireParam } from '../request.ts';
import { sessionOf, type AppEnv, type Session } from '../session.ts';

interface NotificationRow {
  _id: string;
  read: number;
  type: Schemas['Notification']['channelConfig']['type'];
  /** JSON of NotificationData */
  data: string;
  created_at: string;
}

const NOTIFICATION_CHANNELS = ['email', 'slack', 'webhook', 'telegram'];

function toNotification(r: NotificationRow): Schemas['Notification'] {
  return {
    _id: r._id,
    read: r.read === 1,
    channelConfig: { type: r.type },
    data: JSON.parse(r.data) as Schemas['NotificationData'],
    createdAt: r.created_at,
  };
}

/**
 * The bell follows the current organization and environment like every other screen (a live payout never
 * shows in test mode, and a notification always opens a payout the payout page can load); masters: all orgs.
 */
function scope(s: Session): Where {
  if (s.isMaster) return { sql: 'user_id = ? AND env = ?', params: [s.userId, s.env] };
  return { sql: 'user_id = ? AND env = ? AND org_id IS ?', params: [s.userId, s.env, s.orgId] };
}

export function notificationRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/notification', (c) => {
    const where = scope(sessionOf(c));
    const page = listPage(
      db,
      c,
      { table: 'notifications', where, orderBy: 'created_at DESC, _id' },
      toNotification,
    );
    const { unread } = db
      .prepare(`SELECT COALESCE(SUM(read = 0), 0) AS unread FROM notifications WHERE ${where.sql}`)
      .get(...where.params) as { unread: number };
    return ok<'listNotifications'>(c, { ...page, unreadCount: unread });
  });

  r.patch('/notification/update', (c) => {
    const s = sessionOf(c);
    const id = requireParam(queryOf(c), 'id');
    const { read } = bodyOf<'updateNotification'>(c);
    const res = db
      .prepare('UPDATE notifications SET read = ? WHERE _id = ? AND user_id = ?')
      .run(read ? 1 : 0, id, s.userId);
    if (res.changes === 0) throw new ApiError(404, 'Notification not found');
    return ok<'updateNotification'>(
      c,
      toNotification(db.prepare('SELECT * FROM notifications WHERE _id = ?').get(id) as NotificationRow),
    );
  });

  // extension: one change for "Mark all as read", over exactly what the list shows
  r.patch('/notification/readAll', (c) => {
    const where = scope(sessionOf(c));
    bodyOf<'markAllNotificationsRead'>(c);
    const res = db
      .prepare(`UPDATE notifications SET read = 1 WHERE read = 0 AND ${where.sql}`)
      .run(...where.params);
    return ok<'markAllNotificationsRead'>(c, { updated: res.changes, unreadCount: 0 });
  });

  // extension: a dismissed notification is gone for good (the app sends this once undo is no longer offered)
  r.delete('/notification/dismiss', (c) => {
    const s = sessionOf(c);
    const id = requireParam(queryOf(c), 'id');
    const row = db.prepare('SELECT * FROM notifications WHERE _id = ? AND user_id = ?').get(id, s.userId) as
      NotificationRow | undefined;
    if (!row) throw new ApiError(404, 'Notification not found');
    db.prepare('DELETE FROM notifications WHERE _id = ?').run(id);
    return ok<'dismissNotification'>(c, toNotification(row));
  });

  r.get('/notificationConfig/names', (c) => ok<'listNotificationConfigNames'>(c, NOTIFICATION_CHANNELS));
  return r;
}
