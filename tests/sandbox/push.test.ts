import { describe, expect, it } from 'vitest';
import { coreTestbed } from './core-helpers.ts';

describe('Web Push', () => {
  it('publishes the VAPID key without authentication', async () => {
    const t = await coreTestbed();
    const r = await t.call<{ publicKey: string }>('GET', '/v1/push/vapid-public-key');
    expect(r.data.publicKey).toBe(t.sandbox.vapidPublicKey);
  });

  it('sends a payout notification to the owner’s subscriptions and stores it in the bell once it is paid', async () => {
    const t = await coreTestbed();
    const { access } = await t.login();
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p256', auth: 'auth' },
    };
    expect((await t.call('POST', '/v1/push/subscribe', { token: access, body: sub })).status).toBe(200);
    const before = await t.call<{ unreadCount: number }>('GET', '/v1/notification', { token: access });
    const coffee = (
      t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get("Maya's Coffee") as {
        _id: string;
      }
    )._id;
    const preview = await t.call<{ netAmount: number }>(
      'GET',
      `/v1/payout/previewPayout?currency=USD&endDate=${t.now().toISOString().slice(0, 10)}&currencyCategory=fiat`,
      { token: access },
    );
    const created = await t.call<{ _id: string }>('POST', '/v1/payout/create?currency=USD', {
      token: access,
      headers: { 'Idempotency-Key': 'push-test-0001' },
      body: { endDate: t.now().toISOString().slice(0, 10), currencyCategory: 'fiat' },
    });
    expect(created.status, JSON.stringify(created.data)).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 10));
    // its creation and its processing step are its timeline, not news (issue 32)
    expect(t.pushes).toHaveLength(0);
    t.advance(3000);
    t.sandbox.runDue();
    expect(t.pushes).toHaveLength(0);
    t.advance(3000);
    t.sandbox.runDue();
    expect(t.pushes).toHaveLength(1);
    expect(t.pushes[0]!.subscription).toEqual(sub);
    const payload = JSON.parse(t.pushes[0]!.payload) as {
      type: string;
      orgId: string;
      data: { payoutId: string; amount: number };
    };
    expect(payload).toMatchObject({
      type: 'payout',
      orgId: coffee,
      quiet: false,
      data: { payoutId: created.data._id, amount: preview.data.netAmount },
    });
    const after = await t.call<{ unreadCount: number; results: { data: { payoutId: string } }[] }>(
      'GET',
      '/v1/notification',
      { token: access },
    );
    expect(after.data.unreadCount).toBe(before.data.unreadCount + 1);
    expect(after.data.results[0]!.data.payoutId).toBe(created.data._id);
    // unsubscribed endpoints get nothing
    await t.call('POST', '/v1/push/unsubscribe', { token: access, body: { endpoint: sub.endpoint } });
    expect(t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').get()).toEqual({ n: 0 });
  });
});
