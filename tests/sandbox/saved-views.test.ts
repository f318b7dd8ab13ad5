import { afterEach, describe, expect, it } from 'vitest';
import { closeTestbeds, DEMO_EMAIL, eventsTestbed } from './events-helpers.ts';

/**
 * Issue 34: saved views — each user's named filters of the transactions and payouts lists, per organization;
 * listed only for their creator, read by any member of the organization (the share link), changed only by their
 * creator, and never seen from another organization.
 */
afterEach(closeTestbeds);

interface View {
  _id: string;
  name: string;
  list: 'transactions' | 'payouts';
  filters: Record<string, string>;
  orgId: string;
  env: 'test' | 'live';
  userId: string;
  createdAt: string;
  updatedAt: string;
}

const NOT_FOUND = 'This saved view does not exist, or it belongs to an organization you are not a member of';

/** Maya's Coffee in test mode, as its owner and viewer see it, and an outsider (owner@demo.test). */
async function coffee() {
  const t = await eventsTestbed();
  const coffeeId = t.org("Maya's Coffee");
  const owner = await t.as(DEMO_EMAIL.merchant);
  const viewer = await t.as(DEMO_EMAIL.viewer);
  const outsider = await t.as(DEMO_EMAIL.owner);
  for (const m of [owner, viewer]) await t.lookAt(m.token, coffeeId);
  const save = (token: string, body: Record<string, unknown> = {}) =>
    t.call<View>('POST', '/v1/views', token, {
      name: 'Failed USD',
      list: 'transactions',
      filters: { status: 'failed', currency: 'USD' },
      ...body,
    });
  const list = async (token: string) => (await t.call<View[]>('GET', '/v1/views', token)).data;
  return { t, coffeeId, owner, viewer, outsider, save, list };
}

describe('saved views', () => {
  it('are saved in the current organization and environment, and listed newest first for their creator', async () => {
    const { t, coffeeId, owner, save, list } = await coffee();
    const first = await save(owner.token, { name: '  Failed USD  ' });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      name: 'Failed USD',
      list: 'transactions',
      filters: { status: 'failed', currency: 'USD' },
      orgId: coffeeId,
      env: 'test',
      userId: owner.userId,
    });
    t.advance(1000);
    await t.lookAt(owner.token, coffeeId, 'live');
    const second = await save(owner.token, { name: 'Paid', list: 'payouts', filters: { status: 'paid' } });
    expect(second.data.env).toBe('live');
    // both environments, each with its env, newest first
    expect((await list(owner.token)).map((v) => [v.name, v.env])).toEqual([
      ['Paid', 'live'],
      ['Failed USD', 'test'],
    ]);
  });

  it('refuse a blank or too long name, with a sentence', async () => {
    const { owner, save } = await coffee();
    expect(await save(owner.token, { name: ' \u200b ' })).toEqual({
      status: 400,
      data: 'body.name must not be empty',
    });
    expect(await save(owner.token, { name: 'x'.repeat(61) })).toEqual({
      status: 400,
      data: 'body.name must be at most 60 characters',
    });
    expect((await save(owner.token, { name: 'é'.repeat(60) })).status).toBe(201);
  });

  it('have names unique per user, organization and list, in any case', async () => {
    const { t, coffeeId, owner, viewer, save } = await coffee();
    await save(owner.token);
    expect(await save(owner.token, { name: 'failed usd' })).toEqual({
      status: 409,
      data: 'You already have a saved view named "failed usd" for this list',
    });
    // another list, another member, another environment of the same organization (still taken)
    expect((await save(owner.token, { list: 'payouts', filters: {} })).status).toBe(201);
    expect((await save(viewer.token)).status).toBe(201);
    await t.lookAt(owner.token, coffeeId, 'live');
    expect((await save(owner.token)).status).toBe(409);
  });

  it('hold only the list’s known filters, as strings of at most 200 characters', async () => {
    const { owner, save } = await coffee();
    expect(await save(owner.token, { filters: { page: '2' } })).toEqual({
      status: 400,
      data: 'body.filters.page is not a filter of the transactions list',
    });
    expect(await save(owner.token, { list: 'payouts', filters: { search: 'x' } })).toEqual({
      status: 400,
      data: 'body.filters.search is not a filter of the payouts list',
    });
    expect((await save(owner.token, { filters: { search: 'x'.repeat(201) } })).status).toBe(400);
    expect((await save(owner.token, { filters: { status: 3 } })).status).toBe(400);
    const ok = await save(owner.token, { filters: { search: 'x'.repeat(200), tab: 'disputes' } });
    expect(ok.status).toBe(201);
  });

  it('are at most 50 per user and organization', async () => {
    const { owner, viewer, save } = await coffee();
    for (let i = 0; i < 50; i++) expect((await save(owner.token, { name: `View ${i}` })).status).toBe(201);
    expect(await save(owner.token, { name: 'One more' })).toEqual({
      status: 422,
      data: 'You can have at most 50 saved views in an organization: delete one first',
    });
    expect((await save(viewer.token, { name: 'One more' })).status).toBe(201);
  });

  it('are read by any member of their organization and by masters (the share link), never by outsiders', async () => {
    const { t, owner, viewer, outsider, save, list } = await coffee();
    const view = (await save(owner.token)).data;
    // the viewer reads it, but it is not listed as theirs
    expect(await t.call('GET', `/v1/views/${view._id}`, viewer.token)).toEqual({ status: 200, data: view });
    expect(await list(viewer.token)).toEqual([]);
    const master = await t.as(DEMO_EMAIL.master);
    expect((await t.call('GET', `/v1/views/${view._id}`, master.token)).status).toBe(200);
    expect(await t.call('GET', `/v1/views/${view._id}`, outsider.token)).toEqual({
      status: 404,
      data: NOT_FOUND,
    });
    expect(await t.call('GET', '/v1/views/0123456789abcdef01234567', owner.token)).toEqual({
      status: 404,
      data: NOT_FOUND,
    });
  });

  it('of a master belong to the organization they selected', async () => {
    const { t, coffeeId } = await coffee();
    const master = await t.as(DEMO_EMAIL.master);
    const call = (method: string, path: string, body?: unknown) =>
      t.sandbox.app.fetch(
        new Request(`http://sandbox.local${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${master.token}`,
            'Content-Type': 'application/json',
            'X-Master-Org-Id': coffeeId,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const saved = await call('POST', '/v1/views', {
      name: 'All paid',
      list: 'payouts',
      filters: { status: 'paid' },
    });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { data: View }).data).toMatchObject({
      orgId: coffeeId,
      userId: master.userId,
    });
    const listed = (await (await call('GET', '/v1/views')).json()) as { data: View[] };
    expect(listed.data.map((v) => v.name)).toEqual(['All paid']);
  });

  it('are renamed and deleted by their creator only', async () => {
    const { t, owner, viewer, outsider, save, list } = await coffee();
    const view = (await save(owner.token)).data;
    const other = (await save(owner.token, { name: 'Other' })).data;
    const path = `/v1/views/${view._id}`;
    expect(await t.call('PATCH', path, viewer.token, { name: 'Mine' })).toEqual({
      status: 403,
      data: 'Only the member who saved this view can rename it',
    });
    expect(await t.call('DELETE', path, viewer.token)).toEqual({
      status: 403,
      data: 'Only the member who saved this view can delete it',
    });
    expect(await t.call('PATCH', path, outsider.token, { name: 'Mine' })).toEqual({
      status: 404,
      data: NOT_FOUND,
    });
    expect((await t.call('DELETE', path, outsider.token)).status).toBe(404);
    expect((await t.call('PATCH', path, owner.token, { name: 'other' })).status).toBe(409);
    // its own name in another case is no conflict
    const renamed = await t.call<View>('PATCH', path, owner.token, { name: ' failed usd ' });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ _id: view._id, name: 'failed usd', filters: view.filters });
    expect(await t.call('DELETE', path, owner.token)).toEqual({ status: 200, data: renamed.data });
    expect((await t.call('GET', path, owner.token)).status).toBe(404);
    expect((await list(owner.token)).map((v) => v._id)).toEqual([other._id]);
  });

  it('of another organization are never listed, and go with a member’s removal or the organization', async () => {
    const { t, coffeeId, owner, viewer, outsider, save, list } = await coffee();
    const theirs = await save(outsider.token, { name: 'Outsider view' });
    expect(theirs.data.orgId).not.toBe(coffeeId);
    await save(owner.token);
    const viewersView = (await save(viewer.token, { name: 'Viewer view' })).data;
    expect((await list(owner.token)).map((v) => v.name)).toEqual(['Failed USD']);
    expect((await list(outsider.token)).map((v) => v.name)).toEqual(['Outsider view']);
    // the viewer is removed from Maya's Coffee: their views of it go, their link stops opening
    const removed = await t.call('PATCH', '/v1/org/member/delete', owner.token, { userId: viewer.userId });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `/v1/views/${viewersView._id}`, owner.token)).status).toBe(404);
    // the organization's deletion takes every view of it
    t.sandbox.db.prepare('DELETE FROM organizations WHERE _id = ?').run(coffeeId);
    expect(
      t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM saved_views WHERE org_id = ?').get(coffeeId),
    ).toEqual({
      n: 0,
    });
  });
});

describe('the payout list’s filters', () => {
  it('narrow by status and currency, and refuse an unknown status', async () => {
    const { t, coffeeId, owner } = await coffee();
    await t.lookAt(owner.token, coffeeId);
    type Page = { payouts: { status: string; currency: string }[]; totalResults: number };
    const all = (await t.call<Page>('GET', '/v1/payout?limit=100', owner.token)).data;
    expect(all.totalResults).toBeGreaterThan(0);
    const sample = all.payouts[0]!;
    const filtered = (
      await t.call<Page>(
        'GET',
        `/v1/payout?limit=100&status=${sample.status}&currency=${sample.currency}`,
        owner.token,
      )
    ).data;
    expect(filtered.totalResults).toBeGreaterThan(0);
    expect(filtered.totalResults).toBe(
      all.payouts.filter((p) => p.status === sample.status && p.currency === sample.currency).length,
    );
    expect(filtered.payouts.every((p) => p.status === sample.status && p.currency === sample.currency)).toBe(
      true,
    );
    expect((await t.call<Page>('GET', '/v1/payout?currency=XYZ', owner.token)).data.totalResults).toBe(0);
    expect((await t.call('GET', '/v1/payout?status=lost', owner.token)).status).toBe(400);
  });
});
