import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { outboxOf } from '../mail.ts';

/** Dev-only, outside the contract: the emails the sandbox "sent", newest first, for tests. */
export function devRoutes(deps: SandboxDeps): Hono {
  const r = new Hono();
  r.get('/outbox', (c) => {
    const rows = outboxOf(deps.db, c.req.query('to'));
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 1, data: rows });
  });
  return r;
}
