import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestbeds,
  confirmIdentity,
  DEMO_EMAIL,
  eventsTestbed,
  pushMessageProblem,
  registered,
  withKey,
  type EventsTestbed,
} from './events-helpers.ts';

/**
 * Issue 32: an alert rule alerts once per crossing — armed → triggered sends one alert, staying past the
 * threshold sends nothing more, and coming back re-arms it for the next crossing.
 */
afterEach(closeTestbeds);

const MINUTE = 60_000;

interface Rule {
  _id: string;
  state: string;
  lastTriggeredAt: string | null;
}

/** A new shop (its own organization, no payment yet) whose owner is subscribed on their phone. */
async function shop() {
  const t = await eventsTestbed();
  const owner = await registered(t, 'Alex Alerts');
  const token = await owner.token();
  await t.subscribe(token, 'alex');
  const pay = (amount: number, status: 'success' | 'failed' = 'success', currency = 'USD') =>
    t.addPayment({ orgId: owner.orgId, amount, currency, status });
  const alerts = () =>
    t.pushesTo('alex').flatMap((p) => {
      expect(pushMessageProblem(p)).toBeNull();
      return p.type === 'alert' ? [p] : [];
    });
  const newRule = async (body: Record<string, unknown>) => {
    const r = await t.call<Rule>('POST', '/v1/alerts', await owner.token(), body);
    expect(r.status).toBe(201);
    return r.data;
  };
  const ruleNow = async (id: string) =>
    (await t.call<Rule[]>('GET', '/v1/alerts', await owner.token())).data.find((r) => r._id === id)!;
  return { t, owner, pay, alerts, newRule, ruleNow };
}

const refund = async (t: EventsTestbed, token: string, paymentId: unknown, amount: number, key: string) => {
  // the shop's owner signed in a while ago: a refund asks them to confirm it is them (issue 33)
  await confirmIdentity(t, token);
  const r = await withKey(t, `/v1/refund/${paymentId as string}`, token, key, { amount });
  expect(r.status).toBe(201);
};

describe('balanceBelow', () => {
  it('alerts once when the available balance falls below, not again while below, again after recovering', async () => {
    const { t, owner, pay, alerts, newRule, ruleNow } = await shop();
    const sale = await pay(150);
    const rule = await newRule({ kind: 'balanceBelow', currency: 'USD', threshold: 100 });
    expect(rule.state).toBe('armed');
    expect(alerts()).toEqual([]);

    // a refund is deducted from the balance at once: 150 − 60 = 90
    const token = await owner.token();
    await refund(t, token, sale.data.payment.paymentId, 60, 'alert-refund-1');
    expect(alerts().map((a) => a.data)).toEqual([
      {
        ruleId: rule._id,
        kind: 'balanceBelow',
        currency: 'USD',
        threshold: 100,
        value: 90,
        windowMinutes: null,
      },
    ]);
    expect(await ruleNow(rule._id)).toMatchObject({
      state: 'triggered',
      lastTriggeredAt: t.now().toISOString(),
    });
    // still below: on every tick, and after another drop
    for (let i = 0; i < 5; i++) t.tick(MINUTE);
    await refund(t, token, sale.data.payment.paymentId, 10, 'alert-refund-2');
    t.tick(5 * MINUTE); // both refunds settle
    expect(alerts()).toHaveLength(1);

    // back above: re-armed, silently
    await pay(50); // 80 + 50 = 130
    expect((await ruleNow(rule._id)).state).toBe('armed');
    expect(alerts()).toHaveLength(1);
    // and below again: a payout takes the whole balance (its owner confirms it is them first)
    const payoutToken = await owner.token();
    await confirmIdentity(t, payoutToken);
    const payout = await withKey(t, '/v1/payout/create?currency=USD', payoutToken, 'alert-payout-1', {
      endDate: '2026-03-02',
      currencyCategory: 'fiat',
    });
    expect(payout.status).toBe(201);
    expect(alerts().map((a) => a.data.value)).toEqual([90, 0]);
    // the owner's bell has both
    expect(t.notesOf(owner.userId, 'alert')).toHaveLength(2);
  });

  it('alerts at once when created while the balance is already below', async () => {
    const { newRule, alerts, ruleNow } = await shop();
    const rule = await newRule({ kind: 'balanceBelow', currency: 'EUR', threshold: 10 });
    expect(alerts().map((a) => a.data.value)).toEqual([0]);
    expect((await ruleNow(rule._id)).state).toBe('triggered');
  });
});

describe('failureRateAbove', () => {
  it('needs 5 payments in the window, alerts once per crossing, and re-arms as the hour slides by', async () => {
    const { t, pay, alerts, newRule, ruleNow } = await shop();
    const rule = await newRule({ kind: 'failureRateAbove', threshold: 50 });
    for (let i = 0; i < 3; i++) await pay(10, 'failed');
    await pay(10);
    // 3 of 4 failed: too few payments to say
    expect(alerts()).toEqual([]);
    await pay(10, 'failed'); // 4 of 5: 80 %
    expect(alerts().map((a) => a.data)).toEqual([
      {
        ruleId: rule._id,
        kind: 'failureRateAbove',
        currency: null,
        threshold: 50,
        value: 80,
        windowMinutes: 60,
        failedCount: 4,
        paymentCount: 5,
      },
    ]);
    for (let i = 0; i < 6; i++) t.tick(5 * MINUTE);
    await pay(10, 'failed');
    expect(alerts()).toHaveLength(1);

    for (let i = 0; i < 6; i++) await pay(10); // 5 of 12
    expect((await ruleNow(rule._id)).state).toBe('armed');
    await pay(10, 'failed'); // 6 of 13: 46.15 %
    await pay(10, 'failed'); // 7 of 14: exactly 50 %, not above
    expect(alerts()).toHaveLength(1);
    await pay(10, 'failed'); // 8 of 15: 53.33 %
    expect(alerts().map((a) => a.data.value)).toEqual([80, 53.33]);

    // an hour after the last payment none is left in the window: re-armed by the scheduler alone
    t.tick(61 * MINUTE);
    expect((await ruleNow(rule._id)).state).toBe('armed');
    expect(alerts()).toHaveLength(2);
  });
});

describe('payoutAbove', () => {
  it('alerts for every payout created above it, naming the payout, and for no other', async () => {
    const { t, owner, pay, alerts, newRule, ruleNow } = await shop();
    const rule = await newRule({ kind: 'payoutAbove', currency: 'USD', threshold: 100 });
    const payOut = async (key: string) => {
      const r = await withKey<{ _id: string; netAmount: number }>(
        t,
        '/v1/payout/create?currency=USD',
        await owner.token(),
        key,
        { endDate: '2026-03-02', currencyCategory: 'fiat' },
      );
      expect(r.status).toBe(201);
      return r.data;
    };
    await pay(200);
    const big = await payOut('above-key-1');
    expect(alerts().map((a) => a.data)).toEqual([
      {
        ruleId: rule._id,
        kind: 'payoutAbove',
        currency: 'USD',
        threshold: 100,
        value: big.netAmount,
        windowMinutes: null,
        payoutId: big._id,
      },
    ]);
    await pay(50);
    await payOut('above-key-2');
    expect((await ruleNow(rule._id)).state).toBe('armed');
    await pay(50, 'success', 'EUR');
    await pay(300);
    const next = await payOut('above-key-3');
    expect(alerts().map((a) => a.data.payoutId)).toEqual([big._id, next._id]);
    // the payouts moving on to paid change nothing
    t.tick(10_000);
    expect(alerts()).toHaveLength(2);
  });
});

describe('delivery', () => {
  it('goes to the rule’s subscribers only, as each prefers, and not to one who left the organization', async () => {
    const t = await eventsTestbed();
    const coffeeId = t.org("Maya's Coffee");
    const [merchant, viewer, developer, admin] = await Promise.all(
      [DEMO_EMAIL.merchant, DEMO_EMAIL.viewer, DEMO_EMAIL.developer, DEMO_EMAIL.admin].map((e) => t.as(e)),
    );
    for (const [user, name] of [
      [merchant, 'merchant'],
      [viewer, 'viewer'],
      [developer, 'developer'],
      [admin, 'admin'],
    ] as const) {
      await t.lookAt(user!.token, coffeeId);
      await t.subscribe(user!.token, name);
    }
    // armed: below any unpaid USD balance of the demo data
    const rule = await t.call<Rule>('POST', '/v1/alerts', viewer!.token, {
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 0.01,
    });
    expect(rule.data.state).toBe('armed');
    await t.call('PUT', `/v1/alerts/${rule.data._id}/subscription`, developer!.token);
    await t.call('PUT', `/v1/alerts/${rule.data._id}/subscription`, admin!.token);
    // the developer keeps alerts out of their pushes; the admin leaves the organization
    await t.prefer(developer!.token, {
      kinds: {
        payout: { push: true, inApp: true },
        dispute: { push: true, inApp: true },
        disputeDeadline: { push: true, inApp: true },
        refund: { push: true, inApp: true },
        payment: { push: true, inApp: true },
        alert: { push: false, inApp: true },
        digest: { push: true, inApp: true },
      },
    });
    t.sandbox.db.prepare('DELETE FROM members WHERE org_id = ? AND user_id = ?').run(coffeeId, admin!.userId);

    const payout = await withKey(t, '/v1/payout/create?currency=USD', merchant!.token, 'delivery-payout-1', {
      endDate: '2026-03-02',
      currencyCategory: 'fiat',
    });
    expect(payout.status).toBe(201);
    const alertsTo = (name: string) => t.pushesTo(name).filter((p) => p.type === 'alert');
    expect(alertsTo('viewer')).toHaveLength(1);
    expect(alertsTo('developer')).toEqual([]);
    expect(t.notesOf(developer!.userId, 'alert')).toHaveLength(1);
    expect(alertsTo('merchant')).toEqual([]);
    expect(t.notesOf(merchant!.userId, 'alert')).toEqual([]);
    expect(alertsTo('admin')).toEqual([]);
    expect(t.notesOf(admin!.userId, 'alert')).toEqual([]);
  });
});
