import { afterEach, describe, expect, it } from 'vitest';
import { closeTestbeds, DEMO_EMAIL, eventsTestbed } from './events-helpers.ts';

/**
 * Issue 32: threshold alert rules per organization and environment — listed with their owner, subscription and
 * state; created by any member; changed or deleted by their owner, an owner or admin, or a master.
 */
afterEach(closeTestbeds);

interface Rule {
  _id: string;
  orgId: string;
  env: string;
  kind: string;
  currency: string | null;
  threshold: number;
  windowMinutes: number | null;
  ownerId: string;
  ownerName: string;
  subscribed: boolean;
  subscriberCount: number;
  canEdit: boolean;
  state: string;
  lastTriggeredAt: string | null;
}

/** Maya's Coffee in test mode, as each of its members sees it. */
async function coffee() {
  const t = await eventsTestbed();
  const coffeeId = t.org("Maya's Coffee");
  const members = {
    owner: await t.as(DEMO_EMAIL.merchant),
    admin: await t.as(DEMO_EMAIL.admin),
    developer: await t.as(DEMO_EMAIL.developer),
    viewer: await t.as(DEMO_EMAIL.viewer),
  };
  for (const m of Object.values(members)) await t.lookAt(m.token, coffeeId);
  // below any balance: armed, so creating it alerts nobody
  const rule = (token: string, body: Record<string, unknown> = {}) =>
    t.call<Rule>('POST', '/v1/alerts', token, {
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 0.01,
      ...body,
    });
  return { t, coffeeId, ...members, rule };
}

describe('alert rules', () => {
  it('are created by any member, viewers included, who own them and are subscribed to them', async () => {
    const { t, coffeeId, viewer, developer, rule } = await coffee();
    const created = await rule(viewer.token);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      orgId: coffeeId,
      env: 'test',
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 0.01,
      windowMinutes: null,
      ownerId: viewer.userId,
      ownerName: 'Victor Viewer',
      subscribed: true,
      subscriberCount: 1,
      canEdit: true,
      state: 'armed',
      lastTriggeredAt: null,
    });
    // every member sees it; only its owner (and owners, admins) may edit it
    const listed = await t.call<Rule[]>('GET', '/v1/alerts', developer.token);
    expect(listed.data).toEqual([{ ...created.data, subscribed: false, canEdit: false }]);
    const rate = await rule(developer.token, {
      kind: 'failureRateAbove',
      currency: undefined,
      threshold: 12.5,
    });
    expect(rate.data).toMatchObject({
      kind: 'failureRateAbove',
      currency: null,
      threshold: 12.5,
      windowMinutes: 60,
    });
    expect((await t.call<Rule[]>('GET', '/v1/alerts', viewer.token)).data.map((r) => r._id)).toEqual([
      created.data._id,
      rate.data._id,
    ]);
  });

  it('are changed and deleted by their owner, an owner or an admin; anyone else is told their role', async () => {
    const { t, viewer, developer, admin, owner, rule } = await coffee();
    const mine = (await rule(viewer.token)).data;
    const path = `/v1/alerts/${mine._id}`;
    expect(await t.call('PATCH', path, developer.token, { threshold: 5 })).toEqual({
      status: 403,
      data: "Your role (developer) cannot edit other members' alert rules",
    });
    expect(await t.call('DELETE', path, developer.token)).toEqual({
      status: 403,
      data: "Your role (developer) cannot delete other members' alert rules",
    });
    expect((await t.call<Rule>('PATCH', path, viewer.token, { threshold: 0.02 })).data.threshold).toBe(0.02);
    const changed = await t.call<Rule>('PATCH', path, admin.token, { currency: 'EUR', threshold: 0.05 });
    expect(changed.data).toMatchObject({
      currency: 'EUR',
      threshold: 0.05,
      canEdit: true,
      subscribed: false,
    });
    const theirs = (await rule(developer.token)).data;
    expect((await t.call<Rule[]>('GET', '/v1/alerts', owner.token)).data.every((r) => r.canEdit)).toBe(true);
    expect(await t.call('DELETE', `/v1/alerts/${theirs._id}`, owner.token)).toMatchObject({
      status: 200,
      data: { _id: theirs._id },
    });
    expect((await t.call('DELETE', `/v1/alerts/${theirs._id}`, owner.token)).status).toBe(404);
    expect((await t.call<Rule[]>('GET', '/v1/alerts', viewer.token)).data.map((r) => r._id)).toEqual([
      mine._id,
    ]);
  });

  it('are subscribed to and left by any member, viewers included, as often as they like', async () => {
    const { t, viewer, owner, rule } = await coffee();
    const theirs = (await rule(owner.token)).data;
    const path = `/v1/alerts/${theirs._id}/subscription`;
    for (let i = 0; i < 2; i++)
      expect((await t.call<Rule>('PUT', path, viewer.token)).data).toMatchObject({
        subscribed: true,
        subscriberCount: 2,
        canEdit: false,
      });
    for (let i = 0; i < 2; i++)
      expect((await t.call<Rule>('DELETE', path, viewer.token)).data).toMatchObject({
        subscribed: false,
        subscriberCount: 1,
      });
    // the owner may leave their own rule too
    expect((await t.call<Rule>('DELETE', path, owner.token)).data).toMatchObject({
      subscribed: false,
      subscriberCount: 0,
    });
  });

  it('need one organization: a master picks one, a rule of another organization or environment is not found', async () => {
    const { t, coffeeId, owner, rule } = await coffee();
    const theirs = (await rule(owner.token)).data;
    const master = await t.as(DEMO_EMAIL.master);
    expect(await t.call('GET', '/v1/alerts', master.token)).toEqual({
      status: 400,
      data: 'Select an organization to manage its alert rules',
    });
    const asMaster = await t.sandbox.app.fetch(
      new Request('http://sandbox.test/v1/alerts', {
        headers: { Authorization: `Bearer ${master.token}`, 'X-Master-Org-Id': coffeeId },
      }),
    );
    const seen = ((await asMaster.json()) as { data: Rule[] }).data;
    expect(seen).toEqual([expect.objectContaining({ _id: theirs._id, canEdit: true, subscribed: false })]);

    const stranger = await t.as(DEMO_EMAIL.owner); // Nordic Gadgets only
    expect((await t.call<Rule[]>('GET', '/v1/alerts', stranger.token)).data).toEqual([]);
    for (const [method, path] of [
      ['PATCH', `/v1/alerts/${theirs._id}`],
      ['DELETE', `/v1/alerts/${theirs._id}`],
      ['PUT', `/v1/alerts/${theirs._id}/subscription`],
    ] as const)
      expect(
        await t.call(method, path, stranger.token, method === 'PATCH' ? { threshold: 1 } : undefined),
      ).toEqual({
        status: 404,
        data: 'Alert rule not found',
      });
    await t.call('PATCH', '/v1/user/switchEnv?env=live', owner.token);
    expect((await t.call<Rule[]>('GET', '/v1/alerts', owner.token)).data).toEqual([]);
    expect((await t.call('PATCH', `/v1/alerts/${theirs._id}`, owner.token, { threshold: 1 })).status).toBe(
      404,
    );
  });

  it.each([
    [{ kind: 'balanceBelow', threshold: 10 }, 400, 'body.currency is required for a balanceBelow rule'],
    [{ kind: 'payoutAbove', currency: 'XYZ', threshold: 10 }, 422, 'Unsupported currency XYZ'],
    [
      { kind: 'payoutAbove', currency: 'USD', threshold: 10.001 },
      400,
      'body.threshold must have at most 2 decimals for USD',
    ],
    [
      { kind: 'failureRateAbove', currency: 'USD', threshold: 10 },
      400,
      'body.currency is not allowed for a failureRateAbove rule',
    ],
    [
      { kind: 'failureRateAbove', threshold: 100 },
      400,
      'body.threshold must be below 100 for a failureRateAbove rule (a percentage)',
    ],
    [
      { kind: 'failureRateAbove', threshold: 12.345 },
      400,
      'body.threshold must have at most 2 decimals for a failureRateAbove rule',
    ],
    [{ kind: 'balanceBelow', currency: 'USD', threshold: 0 }, 400, 'body.threshold must be > 0'],
    [
      { kind: 'balanceAbove', currency: 'USD', threshold: 1 },
      400,
      'body.kind must be one of: balanceBelow, payoutAbove, failureRateAbove',
    ],
  ])('refuses %j (%i %s)', async (body, status, message) => {
    const { t, viewer } = await coffee();
    expect(await t.call('POST', '/v1/alerts', viewer.token, body)).toEqual({ status, data: message });
    expect((await t.call<Rule[]>('GET', '/v1/alerts', viewer.token)).data).toEqual([]);
  });

  it('keeps the kind of a rule and checks its new values the same way', async () => {
    const { t, viewer, rule } = await coffee();
    const mine = (await rule(viewer.token)).data;
    expect(await t.call('PATCH', `/v1/alerts/${mine._id}`, viewer.token, { kind: 'payoutAbove' })).toEqual({
      status: 400,
      data: 'body.kind is not allowed',
    });
    expect(
      await t.call('PATCH', `/v1/alerts/${mine._id}`, viewer.token, {
        currency: 'BTC',
        threshold: 0.000000001,
      }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await t.call('PATCH', `/v1/alerts/${mine._id}`, viewer.token, {
        currency: 'BTC',
        threshold: 0.00000001,
      }),
    ).toMatchObject({
      status: 200,
      data: { currency: 'BTC', threshold: 0.00000001 },
    });
  });

  it('are at most 50 per organization and environment', async () => {
    const { viewer, rule } = await coffee();
    for (let i = 0; i < 50; i++) expect((await rule(viewer.token)).status).toBe(201);
    expect(await rule(viewer.token)).toEqual({
      status: 422,
      data: 'An organization can have at most 50 alert rules per environment',
    });
  });
});
