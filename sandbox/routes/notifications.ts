import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, pageOf, paging } from '../http.ts';
import { sessionOf, type AppEnv, type Session } from '../session.ts';

interface NotificationRow {
  _id: string;
  read: number;
  type: string;
  data: string;
  created_at: string;
}

export const NOTIFICATION_CHANNELS = ['email', 'slack', 'webhook', 'telegram'];

function toNotification(r: NotificationRow) {
  return {
    _id: r._id,
    read: r.read === 1,
    channelConfig: { type: r.type },
    data: JSON.parse(r.data) as unknown,
    createdAt: r.created_at,
  };
}

/**
 * The bell follows the current organization and environment like every other screen (a live payout never
 * shows in test mode, and a notification always opens a payout the payout page can load); masters: all orgs.
 */
function scope(s: Session): { sql: string; args: unknown[] } {
  if (s.isMaster) return { sql: 'user_id = ? AND env = ?', args: [s.userId, s.env] };
  return { sql: 'user_id = ? AND env = ? AND org_id IS ?', args: [s.userId, s.env, s.orgId] };
}

export function notificationRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/notification', (c) => {
    const { sql, args } = scope(sessionOf(c));
    const { page, limit, offset } = paging(c);
    const rows = db
      .prepare(`SELECT * FROM notifications WHERE ${sql} ORDER BY created_at DESC, _id LIMIT ? OFFSET ?`)
      .all(...args, limit, offset) as NotificationRow[];
    const { total, unread } = db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(read = 0), 0) AS unread FROM notifications WHERE ${sql}`,
      )
      .get(...args) as { total: number; unread: number };
    return ok(c, { ...pageOf(rows.map(toNotification), page, limit, total), unreadCount: unread });
  });

  r.patch('/notification/update', (c) => {
    const s = sessionOf(c);
    const id = String(c.get('query').id);
    const { read } = c.get('body') as { read: boolean };
    const res = db
      .prepare('UPDATE notifications SET read = ? WHERE _id = ? AND user_id = ?')
      .run(read ? 1 : 0, id, s.userId);
    if (res.changes === 0) throw new ApiError(404, 'Notification not found');
    return ok(
      c,
      toNotification(db.prepare('SELECT * FROM notifications WHERE _id = ?').get(id) as NotificationRow),
    );
  });

  r.get('/notificationConfig/names', (c) => ok(c, NOTIFICATION_CHANNELS));
  return r;
}
