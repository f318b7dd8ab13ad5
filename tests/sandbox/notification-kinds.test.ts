import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestbeds,
  DEMO_EMAIL,
  eventsTestbed,
  pushMessageProblem,
  type EventsTestbed,
  type Preferences,
  type PushMessage,
} from './events-helpers.ts';

/**
 * Issue 32: each kind of notification happens for real, reaches the bell and Web Push of every member of the
 * organization, as each of them asked (push, inApp, quiet hours), carrying the contract's PushMessage.
 */
afterEach(closeTestbeds);

/** The merchant (owner) and the viewer of Maya's Coffee, both looking at it in test mode and subscribed. */
async function coffee(start?: Date) {
  const t = await eventsTestbed(start);
  const coffeeId = t.org("Maya's Coffee");
  const merchant = await t.as(DEMO_EMAIL.merchant);
  const viewer = await t.as(DEMO_EMAIL.viewer);
  for (const [user, name] of [
    [merchant, 'merchant'],
    [viewer, 'viewer'],
  ] as const) {
    await t.lookAt(user.token, coffeeId);
    await t.subscribe(user.token, name);
  }
  return { t, coffeeId, merchant, viewer };
}

/** The pushes of one kind an endpoint got; each checked against the contract and free of any secret. */
function pushesOf<K extends PushMessage['type']>(t: EventsTestbed, name: string, kind: K) {
  const mine = t.pushesTo(name).filter((p): p is Extract<PushMessage, { type: K }> => p.type === kind);
  for (const message of mine) {
    expect(pushMessageProblem(message)).toBeNull();
    expect(JSON.stringify(message)).not.toMatch(/token|secret|password/i);
  }
  return mine;
}

describe('a dispute opened', () => {
  it('tells every member, with its deadline, in the bell and by push', async () => {
    const { t, coffeeId, merchant, viewer } = await coffee();
    const added = await t.addPayment({
      orgId: coffeeId,
      env: 'test',
      amount: 129.99,
      currency: 'EUR',
      status: 'success',
      dispute: true,
      dueInHours: 240,
      reason: 'product_not_received',
    });
    expect(added.status).toBe(201);
    const dispute = added.data.dispute!;
    const data = {
      disputeId: dispute._id,
      paymentId: added.data.payment.paymentId,
      amount: 129.99,
      currency: 'EUR',
      reason: 'product_not_received',
      dueBy: new Date(t.now().getTime() + 240 * 3_600_000).toISOString(),
    };
    for (const [user, name] of [
      [merchant, 'merchant'],
      [viewer, 'viewer'],
    ] as const) {
      const [note] = t.notesOf(user.userId, 'dispute');
      expect(note).toMatchObject({ org_id: coffeeId, env: 'test', data });
      expect(pushesOf(t, name, 'dispute')).toEqual([
        { type: 'dispute', notificationId: note!._id, orgId: coffeeId, env: 'test', quiet: false, data },
      ]);
    }
    // the bell lists it with its kind, organization and environment
    const bell = await t.call<{
      results: { channelConfig: { type: string }; orgId: string; data: unknown }[];
    }>('GET', '/v1/notification', viewer.token);
    expect(bell.data.results[0]).toMatchObject({
      channelConfig: { type: 'dispute' },
      orgId: coffeeId,
      env: 'test',
      data,
    });
    // the other members got it too
    const admin = await t.as(DEMO_EMAIL.admin);
    expect(t.notesOf(admin.userId, 'dispute')).toHaveLength(1);
  });
});

describe('a refund that fails', () => {
  it('is announced when the scheduler settles it, with nobody reading; a successful one is not', async () => {
    const { t, coffeeId, merchant } = await coffee();
    const failing = await t.addPayment({
      orgId: coffeeId,
      amount: 80.13,
      currency: 'USD',
      status: 'success',
    });
    const fine = await t.addPayment({ orgId: coffeeId, amount: 80.25, currency: 'USD', status: 'success' });
    for (const [payment, key] of [
      [failing, 'refund-fails-1'],
      [fine, 'refund-works-1'],
    ] as const) {
      const r = await t.sandbox.app.fetch(
        new Request(`http://sandbox.test/v1/refund/${payment.data.payment.paymentId as string}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${merchant.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body: '{}',
        }),
      );
      expect(r.status).toBe(201);
    }
    t.tick(1999);
    expect(pushesOf(t, 'merchant', 'refund')).toEqual([]);
    t.tick(1);
    const refund = t.sandbox.db
      .prepare('SELECT _id FROM refunds WHERE payment_id = ?')
      .get(failing.data.payment.paymentId) as { _id: string };
    const [note] = t.notesOf(merchant.userId, 'refund');
    const data = {
      refundId: refund._id,
      paymentId: failing.data.payment.paymentId,
      amount: 80.13,
      currency: 'USD',
      failureReason: 'Declined by the card network (sandbox: amounts ending in .13 fail)',
    };
    expect(note?.data).toEqual(data);
    expect(pushesOf(t, 'merchant', 'refund')).toEqual([
      { type: 'refund', notificationId: note!._id, orgId: coffeeId, env: 'test', quiet: false, data },
    ]);
    // settled once: running again announces nothing more
    t.tick(60_000);
    expect(pushesOf(t, 'merchant', 'refund')).toHaveLength(1);
    expect(t.notesOf(merchant.userId, 'refund')).toHaveLength(1);
  });
});

describe('a large payment', () => {
  it('tells each member whose own threshold for its currency it is above, and nobody else', async () => {
    const { t, coffeeId, merchant, viewer } = await coffee();
    expect(
      (await t.prefer(merchant.token, { largePayment: [{ currency: 'USD', amount: 500 }] })).status,
    ).toBe(200);
    await t.prefer(viewer.token, { largePayment: [{ currency: 'USD', amount: 2000 }] });
    const pay = (amount: number, currency = 'USD', status = 'success') =>
      t.addPayment({ orgId: coffeeId, amount, currency, status });
    await pay(500); // not above
    await pay(900, 'USD', 'failed'); // not successful
    await pay(10_000, 'EUR'); // no EUR threshold
    const big = await pay(500.01);
    const data = { paymentId: big.data.payment.paymentId, amount: 500.01, currency: 'USD', threshold: 500 };
    expect(pushesOf(t, 'merchant', 'payment').map((p) => p.data)).toEqual([data]);
    expect(t.notesOf(merchant.userId, 'payment').map((n) => n.data)).toEqual([data]);
    expect(pushesOf(t, 'viewer', 'payment')).toEqual([]);
    await pay(2500);
    expect(pushesOf(t, 'viewer', 'payment').map((p) => p.data)).toEqual([
      expect.objectContaining({ amount: 2500, threshold: 2000 }),
    ]);
  });
});

describe('preferences decide where a kind goes', () => {
  const dispute = (t: EventsTestbed, orgId: string) =>
    t.addPayment({ orgId, amount: 42, currency: 'USD', status: 'success', dispute: true });

  it('inApp false: pushed with notificationId null, nothing in the bell', async () => {
    const { t, coffeeId, merchant } = await coffee();
    await t.prefer(merchant.token, {
      kinds: { ...(await defaults(t, merchant.token)), dispute: { push: true, inApp: false } },
    });
    await dispute(t, coffeeId);
    expect(t.notesOf(merchant.userId, 'dispute')).toEqual([]);
    expect(pushesOf(t, 'merchant', 'dispute').map((p) => p.notificationId)).toEqual([null]);
  });

  it('push false: in the bell, not pushed; both off: nothing at all; other kinds unchanged', async () => {
    const { t, coffeeId, merchant, viewer } = await coffee();
    await t.prefer(merchant.token, {
      kinds: { ...(await defaults(t, merchant.token)), dispute: { push: false, inApp: true } },
    });
    await t.prefer(viewer.token, {
      kinds: { ...(await defaults(t, viewer.token)), dispute: { push: false, inApp: false } },
    });
    await dispute(t, coffeeId);
    expect(t.notesOf(merchant.userId, 'dispute')).toHaveLength(1);
    expect(pushesOf(t, 'merchant', 'dispute')).toEqual([]);
    expect(t.notesOf(viewer.userId, 'dispute')).toEqual([]);
    expect(pushesOf(t, 'viewer', 'dispute')).toEqual([]);
    // a failed refund is still pushed to both
    const p = await t.addPayment({ orgId: coffeeId, amount: 10.13, currency: 'USD', status: 'success' });
    const refunded = await t.sandbox.app.fetch(
      new Request(`http://sandbox.test/v1/refund/${p.data.payment.paymentId as string}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${merchant.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'refund-both-1',
        },
        body: '{}',
      }),
    );
    expect(refunded.status, await refunded.text()).toBe(201);
    t.tick(2000);
    expect(pushesOf(t, 'merchant', 'refund')).toHaveLength(1);
    expect(pushesOf(t, 'viewer', 'refund')).toHaveLength(1);
  });

  it('quiet hours mark the push quiet in the user’s own time zone, across midnight', async () => {
    // 04:00 UTC: 23:00 the evening before in New York, 13:00 in Tokyo
    const { t, coffeeId, merchant, viewer } = await coffee(new Date('2026-03-03T04:00:00.000Z'));
    const hours = { enabled: true, start: '22:00', end: '07:00' };
    await t.prefer(merchant.token, { quietHours: hours, timeZone: 'America/New_York' });
    await t.prefer(viewer.token, { quietHours: hours, timeZone: 'Asia/Tokyo' });
    await dispute(t, coffeeId);
    expect(pushesOf(t, 'merchant', 'dispute').map((p) => p.quiet)).toEqual([true]);
    expect(pushesOf(t, 'viewer', 'dispute').map((p) => p.quiet)).toEqual([false]);
    // still in the bell: the badge counts it
    expect(t.notesOf(merchant.userId, 'dispute')).toHaveLength(1);
    // 08:00 in New York: the quiet hours are over (22:00 in Tokyo: they begin there)
    t.advance(9 * 3_600_000);
    await dispute(t, coffeeId);
    expect(pushesOf(t, 'merchant', 'dispute').map((p) => p.quiet)).toEqual([true, false]);
    expect(pushesOf(t, 'viewer', 'dispute').map((p) => p.quiet)).toEqual([false, true]);
  });
});

describe('a payout that lands', () => {
  it('is pushed to whoever asked to be told, even with payout pushes off, and still marked quiet', async () => {
    const { t, coffeeId, merchant, viewer } = await coffee(new Date('2026-03-03T04:00:00.000Z'));
    const payoutsOff = { ...(await defaults(t, viewer.token)), payout: { push: false, inApp: true } };
    await t.prefer(merchant.token, { kinds: payoutsOff });
    await t.prefer(viewer.token, {
      kinds: payoutsOff,
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
      timeZone: 'America/New_York',
    });
    const created = await t.sandbox.app.fetch(
      new Request('http://sandbox.test/v1/payout/create?currency=USD', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${merchant.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'watched-1',
        },
        body: JSON.stringify({ endDate: '2026-03-03', currencyCategory: 'fiat' }),
      }),
    );
    expect(created.status).toBe(201);
    const payout = ((await created.json()) as { data: { _id: string } }).data;
    // "Notify me when it lands" (the payout page's watch): the viewer asked, the merchant did not
    t.sandbox.db
      .prepare('INSERT INTO payout_watches (payout_id, user_id, created_at) VALUES (?, ?, ?)')
      .run(payout._id, viewer.userId, t.now().toISOString());
    t.tick(3000);
    t.tick(3000);
    const landed = pushesOf(t, 'viewer', 'payout');
    expect(landed.map((p) => [p.data.payoutId, p.data.status, p.quiet])).toEqual([
      [payout._id, expect.stringMatching(/^(paid|failed)$/), true],
    ]);
    expect(pushesOf(t, 'merchant', 'payout')).toEqual([]);
    // both keep it in the bell
    for (const user of [merchant, viewer])
      expect(t.notesOf(user.userId, 'payout').map((n) => n.data.payoutId)).toContain(payout._id);
    expect(coffeeId).toBe(landed[0]!.orgId);
  });
});

/** The user's kinds as saved now (the defaults until changed). */
async function defaults(t: EventsTestbed, token: string): Promise<Preferences['kinds']> {
  return (await t.call<Preferences>('GET', '/v1/user/notification-preferences', token)).data.kinds;
}
