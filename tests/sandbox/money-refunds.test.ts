import { beforeAll, describe, expect, it } from 'vitest';
import { major, moneyTestbed, type MoneyTestbed } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Refunds: idempotency, the never-over-refund invariant (code, concurrency, trigger) and settlement. */
let t: MoneyTestbed;
let token: string;
let coffee: string;
type Refund = {
  _id: string;
  amount: number;
  status: string;
  paymentId: string;
  failureReason: string | null;
};

const db = () => t.sandbox.db;
/** Fresh refundable live USD payments of the current org (each test takes its own). */
const used = new Set<string>();
function payment(minAmount = 20): { payment_id: string; captured_amount: number } {
  const rows = db()
    .prepare(
      `SELECT payment_id, captured_amount FROM transactions WHERE org_id = ? AND env = 'live' AND currency = 'USD'
      AND status = 'success' AND captured_amount >= ? ORDER BY created_at DESC`,
    )
    .all(coffee, minAmount * 1e8) as { payment_id: string; captured_amount: number }[];
  const row = rows.find(
    (r) => !used.has(r.payment_id) && ![13, 63].includes(Math.round(r.captured_amount / 1e6) % 100),
  )!;
  used.add(row.payment_id);
  return row;
}
const refund = (paymentId: string, key: string, body: unknown = {}) =>
  t.call<Refund>('POST', `/v1/refund/${paymentId}`, token, { body, headers: { 'Idempotency-Key': key } });
const committed = (paymentId: string) =>
  (
    db()
      .prepare(
        `SELECT COALESCE(SUM(amount),0) v FROM refunds WHERE payment_id = ? AND status IN ('pending','success')`,
      )
      .get(paymentId) as { v: number }
  ).v;

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  coffee = t.orgsOf(DEMO_EMAIL.merchant).find((o) => o.name.includes('Coffee'))!._id;
  await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  await t.call('PATCH', '/v1/user/switchEnv?env=live', token);
});

describe('POST /v1/refund/{paymentId}', () => {
  it('creates a pending refund once per Idempotency-Key', async () => {
    const p = payment();
    const first = await refund(p.payment_id, 'key-refund-0001', {
      amount: 5,
      reason: 'requested_by_customer',
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ paymentId: p.payment_id, amount: 5, status: 'pending' });
    const again = await refund(p.payment_id, 'key-refund-0001', {
      amount: 5,
      reason: 'requested_by_customer',
    });
    expect(again.status).toBe(200);
    expect(again.data._id).toBe(first.data._id);
    expect(committed(p.payment_id)).toBe(5e8);
    const reused = await refund(p.payment_id, 'key-refund-0001', { amount: 6 });
    expect(reused).toMatchObject({ status: 409, data: 'Idempotency-Key reused with a different request' });
  });

  it('refunds the remainder when no amount is given and refuses anything beyond it', async () => {
    const p = payment();
    expect((await refund(p.payment_id, 'key-partial-01', { amount: 3 })).status).toBe(201);
    const rest = await refund(p.payment_id, 'key-rest-0001');
    expect(rest.status).toBe(201);
    expect(rest.data.amount).toBeCloseTo(major(p.captured_amount) - 3, 8);
    const more = await refund(p.payment_id, 'key-more-0001', { amount: 0.01 });
    expect(more).toMatchObject({ status: 422, data: 'Refund amount exceeds the refundable amount' });
    expect(committed(p.payment_id)).toBe(p.captured_amount);
  });

  it('never exceeds the captured amount under concurrent requests', async () => {
    const p = payment();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(p.payment_id, `key-race-${i}-0001`, { amount: major(p.captured_amount) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    expect(committed(p.payment_id)).toBe(p.captured_amount);
  });

  it('moves money once for duplicated concurrent requests with the same key', async () => {
    const p = payment();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refund(p.payment_id, 'key-dup-000001', { amount: 2 })),
    );
    expect(new Set(results.map((r) => r.data._id)).size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(committed(p.payment_id)).toBe(2e8);
  });

  it('is enforced by the database trigger, not only by code', () => {
    const p = payment();
    const insert = db()
      .prepare(`INSERT INTO refunds (_id, payment_id, org_id, env, amount, currency, status, created_at, updated_at)
      VALUES (?, ?, ?, 'live', ?, 'USD', 'success', '2025-01-01', '2025-01-01')`);
    insert.run('aaaaaaaaaaaaaaaaaaaaaaa1', p.payment_id, coffee, p.captured_amount - 1e6);
    expect(() => insert.run('aaaaaaaaaaaaaaaaaaaaaaa2', p.payment_id, coffee, 2e6)).toThrow(
      /REFUND_EXCEEDS_CAPTURED/,
    );
    expect(() =>
      db()
        .prepare(`UPDATE refunds SET amount = ? WHERE _id = 'aaaaaaaaaaaaaaaaaaaaaaa1'`)
        .run(p.captured_amount + 1),
    ).toThrow(/REFUND_EXCEEDS_CAPTURED/);
    // a failed refund frees its amount again
    insert.run('aaaaaaaaaaaaaaaaaaaaaaa3', p.payment_id, coffee, 1e6);
  });

  it('forbids viewers to refund', async () => {
    const viewer = await t.login(DEMO_EMAIL.viewer);
    await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, viewer);
    await t.call('PATCH', '/v1/user/switchEnv?env=live', viewer);
    const p = payment();
    const r = await t.call('POST', `/v1/refund/${p.payment_id}`, viewer, {
      body: {},
      headers: { 'Idempotency-Key': 'key-viewer-001' },
    });
    expect(r).toMatchObject({ status: 403, data: 'Your role (viewer) cannot refund payments' });
    expect(committed(p.payment_id)).toBe(0);
  });

  it('refuses payments that are not refundable, and other orgs’ payments', async () => {
    const failed = db()
      .prepare(
        `SELECT payment_id FROM transactions WHERE org_id = ? AND env = 'live' AND status = 'failed' LIMIT 1`,
      )
      .get(coffee) as { payment_id: string };
    expect((await refund(failed.payment_id, 'key-failed-001')).status).toBe(422);
    const other = db()
      .prepare(
        `SELECT payment_id FROM transactions WHERE org_id <> ? AND env = 'live' AND status = 'success' LIMIT 1`,
      )
      .get(coffee) as { payment_id: string };
    expect((await refund(other.payment_id, 'key-other-0001')).status).toBe(404);
    expect((await refund('pay_doesnotexist', 'key-none-00001')).status).toBe(404);
  });
});

describe('settlement', () => {
  it('settles pending refunds shortly after: success, except amounts ending in .13', async () => {
    const p = payment(30);
    const good = await refund(p.payment_id, 'key-settle-ok1', { amount: 4.5 });
    const bad = await refund(p.payment_id, 'key-settle-bad', { amount: 7.13 });
    expect([good.data.status, bad.data.status]).toEqual(['pending', 'pending']);
    t.advance(3000);
    const listed = await t.call<{ results: Refund[] }>('GET', `/v1/refund?paymentId=${p.payment_id}`, token);
    const byId = new Map(listed.data.results.map((r) => [r._id, r]));
    expect(byId.get(good.data._id)?.status).toBe('success');
    expect(byId.get(bad.data._id)?.status).toBe('failed');
    expect(byId.get(bad.data._id)?.failureReason).toBeTruthy();
    const tx = await t.call<{ results: { refundedAmount: number; status: string }[] }>(
      'GET',
      `/v1/transaction?search=${p.payment_id}`,
      token,
    );
    expect(tx.data.results[0]).toMatchObject({ refundedAmount: 4.5, status: 'partially_refunded' });
    // the failed refund's amount is refundable again
    const rest = await refund(p.payment_id, 'key-settle-rest');
    expect(rest.data.amount).toBeCloseTo(major(p.captured_amount) - 4.5, 8);
    t.advance(3000);
    const after = await t.call<{ results: { refundedAmount: number; status: string }[] }>(
      'GET',
      `/v1/transaction?search=${p.payment_id}`,
      token,
    );
    expect(after.data.results[0]).toMatchObject({
      refundedAmount: major(p.captured_amount),
      status: 'refunded',
    });
  });
});

describe('GET /v1/dispute?paymentId= (the payment detail’s disputes)', () => {
  it('lists only the disputes of that payment, and none of a payment out of scope', async () => {
    const disputed = db()
      .prepare(`SELECT payment_id FROM disputes WHERE org_id = ? AND env = 'live' LIMIT 1`)
      .get(coffee) as { payment_id: string };
    const own = await t.call<{ results: { paymentId: string }[]; totalResults: number }>(
      'GET',
      `/v1/dispute?paymentId=${disputed.payment_id}`,
      token,
    );
    expect(own.status).toBe(200);
    expect(own.data.totalResults).toBeGreaterThan(0);
    expect(own.data.results.every((d) => d.paymentId === disputed.payment_id)).toBe(true);
    const elsewhere = db()
      .prepare(`SELECT payment_id FROM disputes WHERE org_id <> ? LIMIT 1`)
      .get(coffee) as { payment_id: string };
    const other = await t.call<{ totalResults: number }>(
      'GET',
      `/v1/dispute?paymentId=${elsewhere.payment_id}`,
      token,
    );
    expect(other.data.totalResults).toBe(0);
  });
});
