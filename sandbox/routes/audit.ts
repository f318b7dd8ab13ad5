/** The audit log (issue 33): read by owners and admins, never edited or deleted (sandbox/README.md). */
import { Hono, type Context } from 'hono';
import { auditPage, auditWhere } from '../audit/entries.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { queryOf } from '../request.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../session.ts';

const APPEND_ONLY = 'Audit entries cannot be changed or deleted';

export function auditRoutes({ db }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/audit', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin'], 'read the audit log');
    const { member, kind, from, to } = queryOf(c);
    const where = auditWhere(orgId, s.env, { member, kind, from, to });
    return ok<'listAuditEntries'>(c, auditPage(db, c, where));
  });

  // whoever asks and whatever the entry: the log is append-only, so these methods never succeed
  const refuse = (c: Context): never => {
    c.header('Allow', 'GET');
    throw new ApiError(405, APPEND_ONLY);
  };
  r.patch('/audit/:id', refuse);
  r.put('/audit/:id', refuse);
  r.delete('/audit/:id', refuse);

  return r;
}
