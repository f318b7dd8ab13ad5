/**
 * Payouts: create (Idempotency-Key), list, detail and contents, unpaid balances per currency, and the caller's
 * "Notify me when it lands" watch of one.
 */
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ok } from '../../http.ts';
import { listAll, listPage, type Where } from '../../list-query.ts';
import { unpaidByCurrency } from '../../money/balances.ts';
import { payoutInScope, toPayoutDetail } from '../../money/payout-detail.ts';
import { payoutFilter } from '../../money/payout-filter.ts';
import { createPayout } from '../../money/payout-ops.ts';
import { setPayoutWatch } from '../../money/payout-watches.ts';
import { assertMoneyRole, PAYOUT_ROLES } from '../../money/roles.ts';
import { toDispute, toPayout, toRefund, toTransaction } from '../../money/rows.ts';
import { singleOrg } from '../../money/scope.ts';
import { bodyOf, queryOf, requireParam } from '../../request.ts';
import { sessionOf, type AppEnv } from '../../session.ts';
import { recordPayoutCreated } from '../../audit/money.ts';

export function payoutRoutes(deps: SandboxDeps) {
  const { db, now, notify, advancePayouts, payoutStepMs, events } = deps;
  const r = new Hono<AppEnv>();

  r.post('/payout/create', (c) => {
    events.settleRefunds();
    const session = sessionOf(c);
    const orgId = singleOrg(session);
    assertMoneyRole(db, session, orgId, PAYOUT_ROLES, 'create payouts');
    const body = bodyOf<'createPayout'>(c);
    const currency = requireParam(queryOf(c), 'currency');
    const key = c.req.header('Idempotency-Key') ?? '';
    const req = {
      orgId,
      env: session.env,
      currency,
      currencyCategory: body.currencyCategory,
      endDate: body.endDate,
    };
    const { row, created } = createPayout(db, req, key, now());
    const payout = toPayout(row);
    if (created) recordPayoutCreated(c, deps, orgId, session.env, payout);
    if (created) {
      // after the commit: an alert must never announce a payout that was rolled back; a creation is not
      // announced itself (only paid and failed are), it evaluates the organization's alert rules
      notify({
        orgId,
        env: session.env,
        data: {
          amount: payout.netAmount,
          currency,
          endDate: payout.endDate,
          payoutId: payout._id,
          status: 'pending',
        },
      });
      // arms the timer that moves it on (payout-lifecycle.ts)
      advancePayouts();
    }
    return ok<'createPayout'>(c, payout, created ? 201 : 200);
  });

  // every read sees the statuses the sandbox clock says payouts have reached (a restart never strands one)
  r.use('/payout', async (c, next) => {
    if (c.req.method === 'GET') advancePayouts();
    await next();
  });
  r.use('/payout/*', async (c, next) => {
    if (c.req.method === 'GET') advancePayouts();
    await next();
  });

  r.get('/payout', (c) => {
    const { results, ...page } = listPage(
      db,
      c,
      { table: 'payouts', where: payoutFilter(sessionOf(c), queryOf(c)) },
      toPayout,
    );
    // the payout list names its items `payouts` (docs/product/03-entities.md §3.7)
    return ok<'listPayouts'>(c, { payouts: results, ...page });
  });

  /** The path's payout, of the caller's scope and env, or 404 (every route using it has an :id). */
  const payoutOf = (c: Context) => payoutInScope(db, sessionOf(c), c.req.param('id') ?? '');

  /** The rows that belong to the path's payout (a payout outside the caller's scope is a 404). */
  const ofPayout = (c: Context): Where => ({ sql: 'payout_id = ?', params: [payoutOf(c)._id] });

  r.get('/payout/detail/:id', (c) => {
    const row = payoutOf(c);
    const reader = { userId: sessionOf(c).userId, now: now(), stepMs: payoutStepMs };
    return ok<'getPayout'>(c, toPayoutDetail(db, row, reader));
  });

  // "Notify me when it lands": any member who can see the payout, for themselves (the notifier reads it)
  r.put('/payout/:id/watch', (c) => {
    const payoutId = payoutOf(c)._id as string;
    setPayoutWatch(db, payoutId, sessionOf(c).userId, true, now().toISOString());
    return ok<'watchPayout'>(c, { payoutId, watching: true });
  });

  r.delete('/payout/:id/watch', (c) => {
    const payoutId = payoutOf(c)._id as string;
    setPayoutWatch(db, payoutId, sessionOf(c).userId, false, now().toISOString());
    return ok<'unwatchPayout'>(c, { payoutId, watching: false });
  });

  r.get('/payout/payments/:id', (c) => {
    const where = ofPayout(c);
    return ok<'listPayoutPayments'>(c, listPage(db, c, { table: 'transactions', where }, toTransaction));
  });

  r.get('/payout/disputes/:id', (c) => {
    const where = ofPayout(c);
    return ok<'listPayoutDisputes'>(
      c,
      listAll(db, { table: 'disputes', where, orderBy: 'created_at DESC' }, toDispute),
    );
  });

  r.get('/payout/refunds/:id', (c) => {
    const where = ofPayout(c);
    return ok<'listPayoutRefunds'>(
      c,
      listAll(db, { table: 'refunds', where, orderBy: 'created_at DESC' }, toRefund),
    );
  });

  r.get('/payout/payment/currencies', (c) => {
    events.settleRefunds();
    const session = sessionOf(c);
    return ok<'listPayoutCurrencies'>(c, unpaidByCurrency(db, session.scopeOrgIds, session.env));
  });

  return r;
}
