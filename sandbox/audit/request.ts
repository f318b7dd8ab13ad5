import type { Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { sessionOf } from '../session.ts';
import { auditOrigin, recordAudit, type AuditInput } from './record.ts';

/**
 * Records a change the signed-in member of this request made in `orgId`, from this request's client, now: the
 * one line a route adds after its change is stored.
 */
export function auditChange(
  c: Context,
  deps: Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>,
  orgId: string,
  input: Omit<AuditInput, 'actorId'>,
): void {
  recordAudit(deps.db, orgId, { ...input, actorId: sessionOf(c).userId }, auditOrigin(c, deps), deps.now());
}
