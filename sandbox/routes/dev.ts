import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';

/** Dev-only, outside the contract: the emails the sandbox "sent", newest first, for tests. */
export function devRoutes(deps: SandboxDeps): Hono {
  const r = new Hono();
  r.get('/outbox', (c) => {
    const to = c.req.query('to');
    const rows = deps.db
      .prepare(
        `SELECT id, to_email AS "to", subject, body, link, created_at AS createdAt FROM outbox
         ${to ? 'WHERE to_email = ?' : ''} ORDER BY id DESC LIMIT 100`,
      )
      .all(...(to ? [to] : []));
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 1, data: rows });
  });
  return r;
}
