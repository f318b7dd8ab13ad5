import { afterEach, describe, expect, it } from 'vitest';
import { closeTestbeds, DEMO_EMAIL, eventsTestbed, HOUR, registered } from './events-helpers.ts';

/**
 * Issue 32: no rule, digest or notification of another organization or environment is ever listed or delivered:
 * each event reaches only the members of its organization, and each list shows only the caller's scope.
 */
afterEach(closeTestbeds);

describe('isolation between organizations and environments', () => {
  it('delivers an organization’s events to its members only, and lists them only in its scope', async () => {
    const t = await eventsTestbed();
    const coffee = t.org("Maya's Coffee");
    const nordic = t.org('Nordic Gadgets');
    const merchant = await t.as(DEMO_EMAIL.merchant); // Coffee (and Books)
    const developer = await t.as(DEMO_EMAIL.developer); // Coffee and Nordic
    const owner = await t.as(DEMO_EMAIL.owner); // Nordic
    await t.lookAt(merchant.token, coffee);
    await t.lookAt(developer.token, coffee);
    for (const [user, name] of [
      [merchant, 'merchant'],
      [developer, 'developer'],
      [owner, 'owner'],
    ] as const)
      await t.subscribe(user.token, name);
    // a large-payment threshold everybody has, so a payment anywhere would reach them if it could
    for (const user of [merchant, developer, owner])
      await t.prefer(user.token, { largePayment: [{ currency: 'USD', amount: 1 }] });

    const inNordic = await t.addPayment({
      orgId: nordic,
      amount: 500,
      currency: 'USD',
      status: 'success',
      dispute: true,
    });
    const inCoffeeLive = await t.addPayment({
      orgId: coffee,
      env: 'live',
      amount: 700,
      currency: 'USD',
      status: 'success',
      dispute: true,
    });

    const seen = (name: string) =>
      t
        .pushesTo(name)
        .map((p) => [p.type, p.orgId, p.env] as const)
        .filter(([type]) => type === 'dispute' || type === 'payment');
    expect(seen('merchant')).toEqual([
      ['payment', coffee, 'live'],
      ['dispute', coffee, 'live'],
    ]);
    expect(seen('owner')).toEqual([
      ['payment', nordic, 'test'],
      ['dispute', nordic, 'test'],
    ]);
    expect(seen('developer')).toEqual([
      ['payment', nordic, 'test'],
      ['dispute', nordic, 'test'],
      ['payment', coffee, 'live'],
      ['dispute', coffee, 'live'],
    ]);

    // the bell of Coffee in test shows neither; the developer's Nordic bell and the merchant's live one do
    type Bell = { results: { orgId: string; env: string; data: { paymentId?: string } }[] };
    const bell = async (token: string) =>
      (await t.call<Bell>('GET', '/v1/notification?limit=100', token)).data.results;
    const ids = [inNordic.data.payment.paymentId, inCoffeeLive.data.payment.paymentId];
    const about = (results: Bell['results']) => results.filter((n) => ids.includes(n.data.paymentId));
    expect(about(await bell(merchant.token))).toEqual([]);
    expect(about(await bell(developer.token))).toEqual([]);
    await t.lookAt(developer.token, nordic);
    expect(about(await bell(developer.token)).map((n) => n.orgId)).toEqual([nordic, nordic]);
    await t.lookAt(merchant.token, coffee, 'live');
    expect(about(await bell(merchant.token)).map((n) => [n.orgId, n.env])).toEqual([
      [coffee, 'live'],
      [coffee, 'live'],
    ]);
    // reminders too: only the organization's members, in its environment
    t.tick(7 * 24 * HOUR - 72 * HOUR);
    const reminders = (name: string) =>
      t.pushesTo(name).filter((p) => p.type === 'disputeDeadline' && ids.includes(p.data.paymentId));
    expect(reminders('owner').map((p) => p.orgId)).toEqual([nordic]);
    expect(reminders('merchant').map((p) => [p.orgId, p.env])).toEqual([[coffee, 'live']]);
  });

  it('keeps alert rules to their organization and environment: others’ data never trips them', async () => {
    const t = await eventsTestbed();
    const first = await registered(t, 'First Shop');
    const second = await registered(t, 'Second Shop');
    const token = await first.token();
    await t.subscribe(token, 'first');
    await t.call('POST', '/v1/alerts', token, { kind: 'failureRateAbove', threshold: 10 });
    // failures in another organization, and in the other environment of the same one
    for (let i = 0; i < 6; i++) {
      await t.addPayment({ orgId: second.orgId, amount: 5, currency: 'USD', status: 'failed' });
      await t.addPayment({ orgId: first.orgId, env: 'live', amount: 5, currency: 'USD', status: 'failed' });
    }
    t.tick(60_000);
    expect(t.pushesTo('first').filter((p) => p.type === 'alert')).toEqual([]);
    // the second shop's owner sees no rule; the first one's live environment has none either
    expect((await t.call('GET', '/v1/alerts', await second.token())).data).toEqual([]);
    await t.call('PATCH', '/v1/user/switchEnv?env=live', token);
    expect((await t.call('GET', '/v1/alerts', token)).data).toEqual([]);
    // its own data does
    for (let i = 0; i < 5; i++)
      await t.addPayment({ orgId: first.orgId, amount: 5, currency: 'USD', status: 'failed' });
    expect(
      t
        .pushesTo('first')
        .filter((p) => p.type === 'alert')
        .map((p) => [p.orgId, p.env]),
    ).toEqual([[first.orgId, 'test']]);
  });

  it('makes a digest of the organization and environment the user looks at, and lists it only there', async () => {
    const t = await eventsTestbed(new Date('2026-03-01T12:00:00.000Z'));
    const first = await registered(t, 'Digest One');
    const second = await registered(t, 'Digest Two');
    await t.prefer(await first.token(), { digest: { enabled: true, hour: 6 } });
    await t.addPayment({ orgId: first.orgId, amount: 20, currency: 'USD', status: 'success' });
    await t.addPayment({ orgId: first.orgId, env: 'live', amount: 30, currency: 'USD', status: 'success' });
    await t.addPayment({ orgId: second.orgId, amount: 40, currency: 'USD', status: 'success' });
    t.tick(20 * HOUR); // 08:00 UTC the next day
    const token = await first.token();
    const list = await t.call<{ orgId: string; env: string; currencies: unknown[] }[]>(
      'GET',
      '/v1/digests',
      token,
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        orgId: first.orgId,
        env: 'test',
        currencies: [{ currency: 'USD', paymentCount: 1, volume: 20, refunded: 0, net: 20 }],
      }),
    ]);
    expect((await t.call('GET', '/v1/digests', await second.token())).data).toEqual([]);
    // once out of the organization, its digests are not the user's to read
    const id = (list.data[0] as unknown as { _id: string })._id;
    t.sandbox.db.prepare('DELETE FROM members WHERE user_id = ?').run(first.userId);
    t.sandbox.db
      .prepare('UPDATE organizations SET user_id = ? WHERE _id = ?')
      .run(second.userId, first.orgId);
    expect((await t.call('GET', `/v1/digests/${id}`, token)).status).toBe(404);
  });
});
