import { afterEach, describe, expect, it } from 'vitest';
import { closeTestbeds, DEMO_EMAIL, eventsTestbed, HOUR, pushMessageProblem } from './events-helpers.ts';

/** Issue 32: reminders 72 hours and 24 hours before an open dispute's deadline, each exactly once. */
afterEach(closeTestbeds);

async function setUp() {
  const t = await eventsTestbed();
  const coffeeId = t.org("Maya's Coffee");
  const merchant = await t.as(DEMO_EMAIL.merchant);
  await t.lookAt(merchant.token, coffeeId);
  await t.subscribe(merchant.token, 'merchant');
  // a member of another organization only
  const stranger = await t.as(DEMO_EMAIL.owner);
  await t.subscribe(stranger.token, 'stranger');
  const open = async (dueInHours: number) => {
    const r = await t.addPayment({
      orgId: coffeeId,
      amount: 75.5,
      currency: 'USD',
      status: 'success',
      dispute: true,
      dueInHours,
    });
    return r.data.dispute!;
  };
  /** the reminders the merchant's phone got for this dispute: their hoursLeft */
  const reminders = (disputeId: unknown, name = 'merchant') =>
    t
      .pushesTo(name)
      .filter((p) => p.type === 'disputeDeadline' && p.data.disputeId === disputeId)
      .map((p) => (p.type === 'disputeDeadline' ? p.data.hoursLeft : null));
  return { t, coffeeId, merchant, open, reminders };
}

describe('dispute deadline reminders', () => {
  it('come at 72 h and at 24 h before the deadline, exactly once each', async () => {
    const { t, coffeeId, merchant, open, reminders } = await setUp();
    const dispute = await open(100);
    t.tick(0);
    expect(reminders(dispute._id)).toEqual([]);
    t.tick(28 * HOUR - 1); // 72 h and 1 ms left
    expect(reminders(dispute._id)).toEqual([]);
    t.tick(1); // 72 h left
    expect(reminders(dispute._id)).toEqual([72]);
    for (let i = 0; i < 5; i++) t.tick(HOUR);
    expect(reminders(dispute._id)).toEqual([72]);
    t.tick(43 * HOUR - 1); // 24 h and 1 ms left
    expect(reminders(dispute._id)).toEqual([72]);
    t.tick(1);
    expect(reminders(dispute._id)).toEqual([72, 24]);
    for (let i = 0; i < 30; i++) t.tick(HOUR); // past the deadline
    expect(reminders(dispute._id)).toEqual([72, 24]);

    const pushed = t.pushesTo('merchant').filter((p) => p.type === 'disputeDeadline');
    for (const message of pushed) expect(pushMessageProblem(message)).toBeNull();
    const [last] = t.notesOf(merchant.userId, 'disputeDeadline');
    expect(last).toMatchObject({
      org_id: coffeeId,
      env: 'test',
      data: {
        disputeId: dispute._id,
        paymentId: dispute.paymentId,
        amount: 75.5,
        currency: 'USD',
        dueBy: dispute.dueBy,
        hoursLeft: 24,
      },
    });
    expect(pushed.at(-1)?.notificationId).toBe(last!._id);
  });

  it('give a dispute that comes in with less than 24 hours left the 24-hour one only', async () => {
    const { t, open, reminders } = await setUp();
    const late = await open(20);
    const middle = await open(50);
    t.tick(0);
    expect(reminders(late._id)).toEqual([24]);
    expect(reminders(middle._id)).toEqual([72]);
    t.tick(26 * HOUR);
    expect(reminders(late._id)).toEqual([24]);
    expect(reminders(middle._id)).toEqual([72, 24]);
  });

  it('stop once the dispute is answered, and reach only its organization’s members', async () => {
    const { t, open, reminders } = await setUp();
    const answered = await open(30);
    t.tick(0);
    expect(reminders(answered._id)).toEqual([72]);
    // evidence submitted: under review, no longer waiting on the merchant
    t.sandbox.db.prepare(`UPDATE disputes SET status = 'under_review' WHERE _id = ?`).run(answered._id);
    t.tick(10 * HOUR);
    expect(reminders(answered._id)).toEqual([72]);
    expect(reminders(answered._id, 'stranger')).toEqual([]);
  });
});
