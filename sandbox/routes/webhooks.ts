/**
 * Issue 33's webhook deliveries: the scope's list, one delivery with its attempts, Redeliver, and the signing
 * secret (webhooks/: data modules and the sender). Reading is for every member; acting on them is for the roles
 * that work on the integration.
 */
import { Hono } from 'hono';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { paging, queryOf } from '../request.ts';
import { requireOrgRole, sessionOf, type AppEnv, type OrgRole, type Session } from '../session.ts';
import { auditOrigin, recordAudit } from '../audit/record.ts';
import { deliveriesPage, findDelivery, toWebhookDelivery } from '../webhooks/deliveries.ts';
import { rotateSigningSecret, signingSecretOf } from '../webhooks/secrets.ts';

/** Who works on the integration (as with API keys): owners, admins and developers. */
const INTEGRATION_ROLES: OrgRole[] = ['owner', 'admin', 'developer'];

/** The organization whose deliveries a request is about: the current one (a master must have picked one). */
function scopeOrg(session: Session): string {
  if (!session.orgId) throw new ApiError(400, 'Select an organization to see its webhook deliveries');
  return session.orgId;
}

export function webhookRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now, webhooks, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  /** A delivery of the caller's organization and environment, or 404 (another scope's looks unknown). */
  const deliveryInScope = (session: Session, id: string) => {
    const row = findDelivery(db, id);
    if (!row || row.org_id !== scopeOrg(session) || row.env !== session.env)
      throw new ApiError(404, 'Webhook delivery not found');
    return row;
  };

  r.get('/webhook/deliveries', (c) => {
    const session = sessionOf(c);
    const q = queryOf(c);
    const page = deliveriesPage(
      db,
      { orgId: scopeOrg(session), env: session.env, status: q.status, paymentId: q.paymentId },
      paging(c),
    );
    return ok<'listWebhookDeliveries'>(c, page);
  });

  r.get('/webhook/deliveries/:id', (c) => {
    const row = deliveryInScope(sessionOf(c), c.req.param('id'));
    return ok<'getWebhookDelivery'>(c, toWebhookDelivery(db, row));
  });

  r.post('/webhook/deliveries/:id/redeliver', async (c) => {
    const session = sessionOf(c);
    const row = deliveryInScope(session, c.req.param('id'));
    const orgId = requireOrgRole(db, session, INTEGRATION_ROLES, 'redeliver webhooks');
    if (webhooks.sending(row._id))
      throw new ApiError(409, 'This delivery is being sent; try again in a moment');
    // each redelivery is an outgoing request of up to 5 s: bounded per user and per organization (issue 46)
    assertWithinLimit(c, db, clientLimits, 'redeliver-user', session.userId, now());
    assertWithinLimit(c, db, clientLimits, 'redeliver-org', orgId, now());
    recordEvent(db, clientLimits, 'redeliver-user', session.userId, now());
    recordEvent(db, clientLimits, 'redeliver-org', orgId, now());
    recordAudit(
      db,
      orgId,
      {
        kind: 'webhookRedelivered',
        actorId: session.userId,
        env: session.env,
        targetId: row._id,
        // what a reader recognizes: the event and what it was about
        targetLabel: `${row.event} ${row.payment_id ?? row.payout_id ?? ''}`.trim(),
        changes: [{ field: 'event', before: null, after: row.event }],
      },
      auditOrigin(c, deps),
      now(),
    );
    await webhooks.redeliver(row._id);
    return ok<'redeliverWebhook'>(c, toWebhookDelivery(db, findDelivery(db, row._id)!));
  });

  r.get('/webhook/signing-secret', (c) => {
    const session = sessionOf(c);
    const orgId = requireOrgRole(db, session, INTEGRATION_ROLES, 'see or rotate the webhook signing secret');
    return ok<'getWebhookSigningSecret'>(c, signingSecretOf(db, orgId, session.env, now().toISOString()));
  });

  r.post('/webhook/signing-secret/rotate', (c) => {
    const session = sessionOf(c);
    const orgId = requireOrgRole(db, session, INTEGRATION_ROLES, 'see or rotate the webhook signing secret');
    const rotated = rotateSigningSecret(db, orgId, session.env, now().toISOString());
    // which setting changed, never the secret itself
    recordAudit(
      db,
      orgId,
      {
        kind: 'webhookChanged',
        actorId: session.userId,
        env: session.env,
        targetLabel: 'webhook signing secret',
        changes: [{ field: 'signingSecret', before: null, after: 'rotated' }],
      },
      auditOrigin(c, deps),
      now(),
    );
    return ok<'rotateWebhookSigningSecret'>(c, rotated);
  });

  return r;
}
