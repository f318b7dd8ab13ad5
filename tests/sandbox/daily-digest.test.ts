import { afterEach, describe, expect, it } from 'vitest';
import { instantOfLocal, localTimeAt } from '../../sandbox/events/zoned-time.ts';
import {
  closeTestbeds,
  confirmIdentity,
  DEMO_EMAIL,
  eventsTestbed,
  HOUR,
  pushMessageProblem,
  registered,
  withKey,
  type EventsTestbed,
} from './events-helpers.ts';

/**
 * Issue 32: the daily digest at the user's hour in their time zone (here 08:00 in New York, not UTC), once per
 * local day, covering the previous local day of the organization and environment they look at.
 */
afterEach(closeTestbeds);

const NEW_YORK = 'America/New_York';
/** 23:00 on 28 February in New York (UTC−5) */
const START = new Date('2026-03-01T04:00:00.000Z');

interface Digest {
  _id: string;
  orgId: string;
  orgName: string;
  env: string;
  date: string;
  timeZone: string;
  periodStart: string;
  periodEnd: string;
  currencies: { currency: string; paymentCount: number; volume: number; refunded: number; net: number }[];
  disputes: { disputeId: string; dueBy: string; amount: number; currency: string; status: string }[];
  payouts: {
    payoutId: string;
    amount: number;
    status: string;
    createdAt: string;
    settledAt: string | null;
  }[];
}

/** Sets the clock to an instant (forward only). */
const at = (t: EventsTestbed, iso: string) => t.advance(Date.parse(iso) - t.now().getTime());

async function shop() {
  const t = await eventsTestbed(START);
  const user = await registered(t, 'Dana Digest');
  const token = await user.token();
  await t.subscribe(token, 'dana');
  expect((await t.prefer(token, { digest: { enabled: true, hour: 8 }, timeZone: NEW_YORK })).status).toBe(
    200,
  );
  const pay = (amount: number, currency: string, extra: Record<string, unknown> = {}) =>
    t.addPayment({ orgId: user.orgId, amount, currency, status: 'success', ...extra });
  const digestPushes = () => t.pushesTo('dana').filter((p) => p.type === 'digest');
  return { t, user, pay, digestPushes };
}

describe('the daily digest', () => {
  it('comes at 08:00 in the user’s time zone with the previous local day’s figures, once', async () => {
    const { t, user, pay, digestPushes } = await shop();
    await pay(1000, 'USD'); // 28 February in New York: not in 1 March's digest

    at(t, '2026-03-01T06:00:00.000Z'); // 01:00 on 1 March in New York
    const sale = await pay(250.5, 'USD');
    await t.addPayment({ orgId: user.orgId, amount: 40, currency: 'USD', status: 'failed' });
    const disputed = await pay(99.99, 'EUR', { dispute: true, dueInHours: 240 });
    const token = await user.token();
    // signed in hours ago: the refund and the payout ask the user to confirm it is them (issue 33)
    await confirmIdentity(t, token);
    const refund = await withKey(
      t,
      `/v1/refund/${sale.data.payment.paymentId as string}`,
      token,
      'digest-refund-1',
      {
        amount: 50.25,
      },
    );
    expect(refund.status).toBe(201);
    t.tick(2000); // the refund succeeds
    const payout = await withKey<{ _id: string; netAmount: number; createdAt: string }>(
      t,
      '/v1/payout/create?currency=USD',
      token,
      'digest-payout-1',
      { endDate: '2026-03-01', currencyCategory: 'fiat' },
    );
    expect(payout.status).toBe(201);
    t.tick(6000); // processing, then paid

    at(t, '2026-03-02T04:59:59.000Z'); // 23:59:59 on 1 March
    await pay(10, 'USD');
    at(t, '2026-03-02T05:00:00.000Z'); // midnight: 2 March
    await pay(1, 'USD');

    t.tick(0);
    at(t, '2026-03-02T12:59:59.999Z'); // 07:59:59 in New York (13:00 in UTC would be 08:00 for a UTC user)
    t.tick(0);
    expect(digestPushes()).toEqual([]);
    t.tick(1); // 08:00
    const [push] = digestPushes();
    expect(push).toMatchObject({ type: 'digest', orgId: user.orgId, env: 'test', quiet: false });
    expect(pushMessageProblem(push)).toBeNull();
    const id = push!.type === 'digest' ? push!.data.digestId : '';
    expect(push!.data).toEqual({ digestId: id, date: '2026-03-01' });
    expect(t.notesOf(user.userId, 'digest')[0]).toMatchObject({
      _id: push!.notificationId,
      data: push!.data,
    });

    const digest = (await t.call<Digest>('GET', `/v1/digests/${id}`, await user.token())).data;
    expect(digest).toMatchObject({
      _id: id,
      orgId: user.orgId,
      orgName: "Dana Digest's organization",
      env: 'test',
      date: '2026-03-01',
      timeZone: NEW_YORK,
      periodStart: '2026-03-01T05:00:00.000Z',
      periodEnd: '2026-03-02T05:00:00.000Z',
    });
    // net = successful payments of the day − refunds that succeeded that day, per currency, never mixed
    expect(digest.currencies).toEqual([
      { currency: 'EUR', paymentCount: 1, volume: 99.99, refunded: 0, net: 99.99 },
      { currency: 'USD', paymentCount: 2, volume: 260.5, refunded: 50.25, net: 210.25 },
    ]);
    expect(digest.disputes).toEqual([
      expect.objectContaining({
        disputeId: disputed.data.dispute!._id,
        amount: 99.99,
        currency: 'EUR',
        status: 'open',
        dueBy: '2026-03-11T06:00:00.000Z',
      }),
    ]);
    expect(digest.payouts).toEqual([
      {
        payoutId: payout.data._id,
        amount: payout.data.netAmount,
        currency: 'USD',
        status: 'paid',
        createdAt: payout.data.createdAt,
        settledAt: new Date(Date.parse(payout.data.createdAt) + 6000).toISOString(),
      },
    ]);

    // never twice the same day, however often the scheduler runs
    for (let i = 0; i < 15; i++) t.tick(HOUR);
    expect(digestPushes()).toHaveLength(1);
    // the next one the next morning, for 2 March
    at(t, '2026-03-03T13:00:00.000Z');
    t.tick(0);
    expect(digestPushes().map((p) => (p.type === 'digest' ? p.data.date : ''))).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    const list = await t.call<Digest[]>('GET', '/v1/digests', await user.token());
    expect(list.data.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-01']);
    expect(list.data[0]!.currencies).toEqual([
      { currency: 'USD', paymentCount: 1, volume: 1, refunded: 0, net: 1 },
    ]);
  });

  it('is caught up later the same day after a downtime, but a day missed entirely is not made', async () => {
    const { t, digestPushes } = await shop();
    // down from before 08:00 until 15:00 in New York
    at(t, '2026-03-02T20:00:00.000Z');
    t.tick(0);
    expect(digestPushes().map((p) => (p.type === 'digest' ? p.data.date : ''))).toEqual(['2026-03-01']);
    // down for two days: only the latest day's digest
    at(t, '2026-03-05T14:00:00.000Z');
    t.tick(0);
    expect(digestPushes().map((p) => (p.type === 'digest' ? p.data.date : ''))).toEqual([
      '2026-03-01',
      '2026-03-04',
    ]);
  });

  it('covers a day of 23 hours when the clocks go forward', async () => {
    const { t } = await shop();
    at(t, '2026-03-09T12:00:00.000Z'); // 08:00 EDT on 9 March
    t.tick(0);
    const [row] = t.sandbox.db.prepare(`SELECT * FROM digests WHERE date = '2026-03-08'`).all() as {
      period_start: string;
      period_end: string;
    }[];
    expect(row).toMatchObject({
      period_start: '2026-03-08T05:00:00.000Z',
      period_end: '2026-03-09T04:00:00.000Z',
    });
  });

  it('is made only for who turned it on, and read only by its owner (another user: 404)', async () => {
    const { t, user, digestPushes } = await shop();
    at(t, '2026-03-02T13:00:00.000Z');
    t.tick(0);
    const other = await t.as(DEMO_EMAIL.merchant);
    const token = await user.token();
    const [push] = digestPushes();
    const id = push!.type === 'digest' ? push!.data.digestId : '';
    expect((await t.call('GET', `/v1/digests/${id}`, other.token)).status).toBe(404);
    expect(await t.call('GET', '/v1/digests/aaaaaaaaaaaaaaaaaaaaaaaa', token)).toEqual({
      status: 404,
      data: 'Digest not found',
    });
    expect(
      t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM digests WHERE user_id = ?').get(other.userId),
    ).toEqual({ n: 0 });
    // another environment lists none of it; the digest itself still opens from there
    expect((await t.call<Digest[]>('GET', '/v1/digests', token)).data.map((d) => d._id)).toEqual([id]);
    await t.call('PATCH', '/v1/user/switchEnv?env=live', token);
    expect((await t.call('GET', '/v1/digests', token)).data).toEqual([]);
    expect((await t.call('GET', `/v1/digests/${id}`, token)).status).toBe(200);
  });
});

describe('local time', () => {
  it('knows the local day and hour of an instant and the instant of a local hour', () => {
    expect(localTimeAt(new Date('2026-03-02T04:59:00Z'), NEW_YORK)).toEqual({
      date: '2026-03-01',
      hour: 23,
      minute: 59,
    });
    expect(instantOfLocal('2026-03-02', 8, NEW_YORK).toISOString()).toBe('2026-03-02T13:00:00.000Z');
    expect(instantOfLocal('2026-07-02', 8, NEW_YORK).toISOString()).toBe('2026-07-02T12:00:00.000Z');
    expect(instantOfLocal('2026-03-02', 8, 'Asia/Kolkata').toISOString()).toBe('2026-03-02T02:30:00.000Z');
    // 02:00 does not exist on 8 March in New York: it is taken after the jump
    expect(instantOfLocal('2026-03-08', 2, NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});
