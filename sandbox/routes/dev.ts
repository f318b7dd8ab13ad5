import { Hono, type Context } from 'hono';
import type { EnvName, SandboxDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import { outboxOf } from '../mail.ts';
import { addPayment, type NewPayment } from '../money/added-payments.ts';
import { toDispute, toTransaction } from '../money/rows.ts';
import { findUser, findUserByEmail } from '../users.ts';
import { endStepUpGrants } from '../step-up/grants.ts';

/** How many pushes GET /__sandbox/pushes answers at most. */
const PUSHES_LISTED = 50;

const dev = (c: Context, data: unknown, status: 200 | 201 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ code: 1, data }, status);
};

/** The user a query or body names by `userId` or `email`; 404 when none does. */
function userNamed(deps: SandboxDeps, by: { userId?: unknown; email?: unknown }) {
  const user =
    typeof by.userId === 'string'
      ? findUser(deps.db, by.userId)
      : typeof by.email === 'string'
        ? findUserByEmail(deps.db, by.email)
        : undefined;
  if (!user) throw new ApiError(404, 'User not found (name one by userId or email)');
  return user;
}

/**
 * The payment a POST /__sandbox/payments body asks for: where (`orgId` and `env`, default test; or the current
 * organization and environment of the user `email` names), `amount`, `currency`, `status` (success or failed),
 * optionally `dispute: true` (opened on it, due `dueInHours` later, default 168) with a `reason`, and a `title`.
 */
function paymentOf(deps: SandboxDeps, body: Record<string, unknown>): NewPayment {
  let orgId = body.orgId;
  let env = body.env ?? 'test';
  if (orgId === undefined) {
    const user = userNamed(deps, body);
    orgId = user.current_org_id;
    env = body.env ?? user.current_env;
  }
  if (typeof orgId !== 'string')
    throw new ApiError(400, 'orgId is required (or the email of a user with one)');
  if (env !== 'test' && env !== 'live') throw new ApiError(400, 'env must be test or live');
  if (typeof body.amount !== 'number' || !Number.isFinite(body.amount))
    throw new ApiError(400, 'amount must be a number');
  if (typeof body.currency !== 'string') throw new ApiError(400, 'currency is required');
  if (body.status !== 'success' && body.status !== 'failed')
    throw new ApiError(400, 'status must be success or failed');
  const dueInHours = body.dueInHours ?? 168;
  if (typeof dueInHours !== 'number' || !(dueInHours > 0 && dueInHours <= 2160))
    throw new ApiError(400, 'dueInHours must be a number of hours above 0, at most 2160');
  const text = (name: string) => {
    const value = body[name];
    if (value !== undefined && (typeof value !== 'string' || value.length === 0 || value.length > 200))
      throw new ApiError(400, `${name} must be a text of 1 to 200 characters`);
    return value as string | undefined;
  };
  return {
    orgId,
    env: env as EnvName,
    amount: body.amount,
    currency: body.currency,
    status: body.status,
    title: text('title'),
    dispute: body.dispute === true ? { dueInHours, reason: text('reason') } : undefined,
  };
}

/**
 * Dev-only, outside the contract, mounted only for test servers (exposeOutbox): the emails the sandbox "sent",
 * the push messages it sent, and ways to make events happen now (a payment, the scheduler's due work).
 */
export function devRoutes(deps: SandboxDeps): Hono {
  const r = new Hono();
  r.get('/outbox', (c) => {
    const rows = outboxOf(deps.db, c.req.query('to'));
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 1, data: rows });
  });

  // the latest push messages sent to a user (?userId= or ?email=), newest first: { userId, at, payload }
  r.get('/pushes', (c) => {
    const user = userNamed(deps, { userId: c.req.query('userId'), email: c.req.query('email') });
    return dev(c, deps.pushLog?.of(user._id, PUSHES_LISTED) ?? []);
  });

  // a payment as a checkout would leave it (and its dispute), announced and evaluated like any change
  r.post('/payments', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'The body must be a JSON object');
    const { payment, dispute } = addPayment(
      deps.db,
      paymentOf(deps, body as Record<string, unknown>),
      deps.now(),
    );
    deps.events.paymentAdded(payment, dispute);
    return dev(c, { payment: toTransaction(payment), dispute: dispute && toDispute(dispute) }, 201);
  });

  // ends a user's step-up grants (?userId= or ?email=): their next money move asks for a proof, as it would
  // 5 minutes after the last one (e2e tests cannot wait; API tests move the clock instead)
  r.post('/step-up/end', (c) => {
    const user = userNamed(deps, { userId: c.req.query('userId'), email: c.req.query('email') });
    return dev(c, { ended: endStepUpGrants(deps.db, user._id) });
  });

  // the scheduler's due work now (digests, dispute reminders, refund settlement, alert windows, payout steps)
  r.post('/scheduler/run', (c) => {
    deps.events.runDue();
    return dev(c, { ran: true });
  });
  return r;
}
