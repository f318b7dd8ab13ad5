import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../sandbox/clock.ts';
import { demoPayment, eventsEveryMsFromEnv } from '../../sandbox/events/generator.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { createRng } from '../../sandbox/rng.ts';
import { loginTokens } from '../support/sign-in.ts';
import {
  closeTestbeds,
  DEMO_EMAIL,
  eventsTestbed,
  HOUR,
  pushMessageProblem,
  START,
} from './events-helpers.ts';

/**
 * Issue 32: the test-only /__sandbox routes that make events happen for real (a payment, the scheduler's due work)
 * and show the pushes sent, the scheduler's own timer, and the demo's event generator.
 */
afterEach(closeTestbeds);
const extra: Sandbox[] = [];
afterEach(() => {
  for (const s of extra.splice(0)) s.close();
});

describe('POST /__sandbox/payments', () => {
  it('adds a payment (and a dispute) to an organization, or to the one a user looks at', async () => {
    const t = await eventsTestbed();
    const coffee = t.org("Maya's Coffee");
    const byId = await t.addPayment({
      orgId: coffee,
      env: 'live',
      amount: 12.5,
      currency: 'EUR',
      status: 'failed',
    });
    expect(byId).toMatchObject({
      status: 201,
      data: {
        payment: {
          orgId: coffee,
          env: 'live',
          amount: 12.5,
          currency: 'EUR',
          status: 'failed',
          capturedAmount: 0,
        },
        dispute: null,
      },
    });
    const merchant = await t.as(DEMO_EMAIL.merchant);
    await t.lookAt(merchant.token, coffee);
    const byEmail = await t.addPayment({
      email: DEMO_EMAIL.merchant,
      amount: 0.5,
      currency: 'BTC',
      status: 'success',
      dispute: true,
      dueInHours: 36,
    });
    expect(byEmail.data).toMatchObject({
      payment: {
        orgId: coffee,
        env: 'test',
        currencyType: 'crypto',
        paymentType: 'crypto_wallet',
        status: 'disputed',
        capturedAmount: 0.5,
      },
      dispute: {
        orgId: coffee,
        status: 'open',
        amount: 0.5,
        dueBy: new Date(START.getTime() + 36 * HOUR).toISOString(),
      },
    });
    // the payment is the merchant's like any other
    const listed = await t.call<{ results: { paymentId: string }[] }>(
      'GET',
      '/v1/transaction?limit=1',
      merchant.token,
    );
    expect(listed.data.results[0]?.paymentId).toBe(byEmail.data.payment.paymentId);
  });

  it.each([
    [{ amount: 10, currency: 'USD', status: 'success' }, 404, 'User not found (name one by userId or email)'],
    [{ orgId: 'nope', amount: 10, currency: 'USD', status: 'success' }, 404, 'Organization not found'],
    [
      { email: DEMO_EMAIL.merchant, amount: 10, currency: 'XYZ', status: 'success' },
      400,
      'Unsupported currency XYZ',
    ],
    [
      { email: DEMO_EMAIL.merchant, amount: 10.001, currency: 'USD', status: 'success' },
      400,
      'amount must have at most 2 decimals for USD',
    ],
    [
      { email: DEMO_EMAIL.merchant, amount: 10, currency: 'USD', status: 'pending' },
      400,
      'status must be success or failed',
    ],
    [
      { email: DEMO_EMAIL.merchant, amount: 10, currency: 'USD', status: 'failed', dispute: true },
      400,
      'Only a successful payment can be disputed',
    ],
    [
      { email: DEMO_EMAIL.merchant, amount: 10, currency: 'USD', status: 'success', env: 'prod' },
      400,
      'env must be test or live',
    ],
  ])('refuses %j', async (body, status, message) => {
    const t = await eventsTestbed();
    expect(await t.addPayment(body)).toEqual({ status, data: message });
  });
});

describe('GET /__sandbox/pushes and POST /__sandbox/scheduler/run', () => {
  it('list the pushes a user was sent, newest first, whether or not they have a subscription', async () => {
    const t = await eventsTestbed();
    const coffee = t.org("Maya's Coffee");
    const viewer = await t.as(DEMO_EMAIL.viewer);
    await t.addPayment({
      orgId: coffee,
      amount: 10,
      currency: 'USD',
      status: 'success',
      dispute: true,
      dueInHours: 100,
    });
    await t.addPayment({
      orgId: coffee,
      amount: 20,
      currency: 'USD',
      status: 'success',
      dispute: true,
      dueInHours: 200,
    });
    const logged = await t.call<
      { userId: string; at: string; payload: { type: string; data: { amount: number } } }[]
    >('GET', `/__sandbox/pushes?email=${encodeURIComponent(DEMO_EMAIL.viewer)}`);
    const disputes = logged.data.filter((p) => p.payload.type === 'dispute');
    expect(disputes.map((p) => [p.userId, p.payload.data.amount])).toEqual([
      [viewer.userId, 20],
      [viewer.userId, 10],
    ]);
    for (const p of logged.data) expect(pushMessageProblem(p.payload)).toBeNull();
    expect((await t.call('GET', `/__sandbox/pushes?userId=${viewer.userId}`)).data).toEqual(logged.data);
    expect((await t.call('GET', '/__sandbox/pushes?email=nobody@demo.test')).status).toBe(404);

    // the due work on demand: 28 hours later the first dispute is 72 hours from its deadline
    t.advance(28 * HOUR);
    expect(await t.call('POST', '/__sandbox/scheduler/run')).toEqual({ status: 200, data: { ran: true } });
    const after = await t.call<{ payload: { type: string; data: { hoursLeft?: number; amount: number } } }[]>(
      'GET',
      `/__sandbox/pushes?userId=${viewer.userId}`,
    );
    expect(after.data[0]?.payload).toMatchObject({
      type: 'disputeDeadline',
      data: { hoursLeft: 72, amount: 10 },
    });
  });

  it('are not served by a sandbox without the test-only routes', async () => {
    const sandbox = await createSandbox({ now: () => START });
    extra.push(sandbox);
    for (const [method, path] of [
      ['GET', '/__sandbox/pushes?email=merchant@demo.test'],
      ['POST', '/__sandbox/payments'],
      ['POST', '/__sandbox/scheduler/run'],
    ])
      expect((await sandbox.app.fetch(new Request(`http://sandbox.test${path}`, { method }))).status).toBe(
        404,
      );
  });
});

describe('the scheduler’s timer', () => {
  it('runs the due work on its own: a refund settles and its failure is announced with nobody calling', async () => {
    const clock = manualClock(START);
    const pushed: string[] = [];
    const sandbox = await createSandbox({
      now: clock.now,
      exposeOutbox: true,
      schedulerTickMs: 20,
      pushSender: async (_subscription, payload) => {
        pushed.push((JSON.parse(payload) as { type: string }).type);
      },
    });
    extra.push(sandbox);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      sandbox.app.fetch(
        new Request(`http://sandbox.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      );
    const added = (await (
      await post('/__sandbox/payments', {
        email: DEMO_EMAIL.merchant,
        amount: 30.13,
        currency: 'USD',
        status: 'success',
      })
    ).json()) as { data: { payment: { paymentId: string } } };
    const token = (await loginTokens(sandbox, DEMO_EMAIL.merchant)).access.token;
    await post(
      '/v1/push/subscribe',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/timer', keys: { p256dh: 'p', auth: 'a' } },
      {
        Authorization: `Bearer ${token}`,
      },
    );
    const refunded = await post(
      `/v1/refund/${added.data.payment.paymentId}`,
      {},
      {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': 'timer-refund-1',
      },
    );
    expect(refunded.status).toBe(201);
    clock.advance(2000);
    for (let i = 0; i < 100 && !pushed.includes('refund'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(pushed).toContain('refund');
  });
});

describe('the demo’s event generator', () => {
  it('reads SANDBOX_EVENTS_EVERY_MS: off when unset, whole milliseconds from 1,000 to a day', () => {
    expect(eventsEveryMsFromEnv({})).toBeUndefined();
    expect(eventsEveryMsFromEnv({ SANDBOX_EVENTS_EVERY_MS: ' 20000 ' })).toBe(20_000);
    for (const value of ['999', '86400001', '1.5', 'often', '-5'])
      expect(() => eventsEveryMsFromEnv({ SANDBOX_EVENTS_EVERY_MS: value }), value).toThrow(
        /SANDBOX_EVENTS_EVERY_MS/,
      );
  });

  it('draws payments a shop would see: mostly small, some large, some failed, now and then a dispute', () => {
    const random = createRng(32);
    const drawn = Array.from({ length: 2000 }, () => demoPayment({ orgId: 'o', env: 'test' }, random));
    const share = (keep: (p: (typeof drawn)[number]) => boolean) => drawn.filter(keep).length / drawn.length;
    expect(share((p) => p.amount <= 250)).toBeGreaterThan(0.8);
    expect(share((p) => p.amount >= 400)).toBeGreaterThan(0.05);
    expect(share((p) => p.status === 'failed')).toBeGreaterThan(0.08);
    expect(share((p) => p.status === 'failed')).toBeLessThan(0.16);
    expect(share((p) => p.dispute !== undefined)).toBeGreaterThan(0);
    for (const p of drawn) expect(Math.round(p.amount * 100)).toBeCloseTo(p.amount * 100, 6);
  });

  it('adds payments to the demo merchant’s current organization on its own, announced like any', async () => {
    const sandbox = await createSandbox({ eventsEveryMs: 20 });
    extra.push(sandbox);
    const count = () =>
      (
        sandbox.db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE title = 'Demo checkout'`).get() as {
          n: number;
        }
      ).n;
    for (let i = 0; i < 100 && count() < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(count()).toBeGreaterThanOrEqual(3);
    const orgs = sandbox.db
      .prepare(`SELECT DISTINCT t.org_id FROM transactions t WHERE t.title = 'Demo checkout'`)
      .all() as { org_id: string }[];
    const merchantOrg = sandbox.db
      .prepare('SELECT current_org_id FROM users WHERE email = ?')
      .get(DEMO_EMAIL.merchant) as { current_org_id: string };
    expect(orgs).toEqual([{ org_id: merchantOrg.current_org_id }]);
  });
});
