import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { listPage } from '../list-query.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  notificationOf,
  notificationScope,
  setNotificationRead,
  toNotification,
  unreadCount,
} from '../notifications.ts';
import { bodyOf, queryOf, requireParam } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';

const NOTIFICATION_CHANNELS = ['email', 'slack', 'webhook', 'telegram'];

export function notificationRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/notification', (c) => {
    const where = notificationScope(sessionOf(c));
    const page = listPage(
      db,
      c,
      { table: 'notifications', where, orderBy: 'created_at DESC, _id' },
      toNotification,
    );
    return ok<'listNotifications'>(c, { ...page, unreadCount: unreadCount(db, where) });
  });

  r.patch('/notification/update', (c) => {
    const s = sessionOf(c);
    const id = requireParam(queryOf(c), 'id');
    const { read } = bodyOf<'updateNotification'>(c);
    if (!setNotificationRead(db, s.userId, id, read)) throw new ApiError(404, 'Notification not found');
    return ok<'updateNotification'>(c, toNotification(notificationOf(db, s.userId, id)!));
  });

  // extension: one change for "Mark all as read", over exactly what the list shows
  r.patch('/notification/readAll', (c) => {
    const where = notificationScope(sessionOf(c));
    bodyOf<'markAllNotificationsRead'>(c);
    const updated = markAllNotificationsRead(db, where);
    return ok<'markAllNotificationsRead'>(c, { updated, unreadCount: 0 });
  });

  // extension: a dismissed notification is gone for good (the app sends this once undo is no longer offered)
  r.delete('/notification/dismiss', (c) => {
    const s = sessionOf(c);
    const id = requireParam(queryOf(c), 'id');
    const row = notificationOf(db, s.userId, id);
    if (!row) throw new ApiError(404, 'Notification not found');
    deleteNotification(db, id);
    return ok<'dismissNotification'>(c, toNotification(row));
  });

  r.get('/notificationConfig/names', (c) => ok<'listNotificationConfigNames'>(c, NOTIFICATION_CHANNELS));
  return r;
}
