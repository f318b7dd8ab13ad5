import { beforeAll, describe, expect, it } from 'vitest';
import { moneyTestbed, type MoneyTestbed, type TxPage } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Transaction list: filters, sort, pagination, env separation and org isolation, checked against the db. */
let t: MoneyTestbed;
let token: string;
let coffee: string;
let books: string;

const count = (sql: string, ...params: unknown[]) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) n FROM transactions WHERE ${sql}`).get(...params) as { n: number })
    .n;
const list = async (query: string, tok = token, headers: Record<string, string> = {}) => {
  const r = await t.call<TxPage>('GET', `/v1/transaction${query}`, tok, { headers });
  expect(r.status).toBe(200);
  return r.data;
};

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  const orgs = t.orgsOf(DEMO_EMAIL.merchant);
  coffee = orgs.find((o) => o.name.includes('Coffee'))!._id;
  books = orgs.find((o) => o.name.includes('Books'))!._id;
  expect((await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token)).status).toBe(200);
  expect((await t.call('PATCH', '/v1/user/switchEnv?env=live', token)).status).toBe(200);
});

describe('GET /v1/transaction', () => {
  it('lists the current org and env, newest first, with the page envelope', async () => {
    const page = await list('');
    const total = count(`org_id = ? AND env = 'live'`, coffee);
    expect(total).toBeGreaterThan(100);
    expect(page).toMatchObject({
      page: 1,
      limit: 10,
      totalResults: total,
      totalPages: Math.ceil(total / 10),
    });
    const expected = t.sandbox.db
      .prepare(
        `SELECT _id FROM transactions WHERE org_id = ? AND env = 'live' ORDER BY created_at DESC, _id DESC LIMIT 10`,
      )
      .all(coffee) as { _id: string }[];
    expect(page.results.map((r) => r._id)).toEqual(expected.map((r) => r._id));
  });

  it('pages through every row exactly once', async () => {
    const first = await list('?limit=100&currency=USD');
    const seen = new Set<unknown>();
    for (let p = 1; p <= first.totalPages; p++) {
      for (const r of (await list(`?limit=100&currency=USD&page=${p}`)).results) seen.add(r._id);
    }
    expect(seen.size).toBe(first.totalResults);
    expect((await list(`?limit=100&currency=USD&page=${first.totalPages + 1}`)).results).toEqual([]);
  });

  it.each([
    ['?currency=BTC', `currency = 'BTC'`],
    ['?status=success', `status = 'success'`],
    ['?currencyType=fiat', `currency_type = 'fiat'`],
    ['?isProcessed=false', `is_processed = 0`],
    ['?isProcessed=true&currencyType=crypto', `is_processed = 1 AND currency_type = 'crypto'`],
    ['?title=ORDER%20%2310', `title LIKE '%order #10%'`],
    [
      '?search=EXAMPLE.COM',
      `(payment_id LIKE '%example.com%' OR title LIKE '%example.com%' OR customer_email LIKE '%example.com%')`,
    ],
  ])('filter %s matches the database', async (query, sql) => {
    const page = await list(query);
    expect(page.totalResults).toBe(count(`org_id = ? AND env = 'live' AND ${sql}`, coffee));
    expect(page.totalResults).toBeGreaterThan(0);
  });

  it('searches by payment id and filters by key id', async () => {
    const row = t.sandbox.db
      .prepare(
        `SELECT payment_id, key_id FROM transactions WHERE org_id = ? AND env = 'live' AND key_id IS NOT NULL LIMIT 1`,
      )
      .get(coffee) as { payment_id: string; key_id: string };
    const found = await list(`?search=${row.payment_id.toUpperCase()}`);
    expect(found.results.map((r) => r.paymentId)).toEqual([row.payment_id]);
    const byKey = await list(`?keyId=${row.key_id}`);
    expect(byKey.totalResults).toBe(count(`org_id = ? AND env = 'live' AND key_id = ?`, coffee, row.key_id));
  });

  it('takes % and _ in the search literally', async () => {
    expect((await list('?search=%25')).totalResults).toBe(0);
  });

  it.each([
    ['amount', 'asc'],
    ['amount', 'desc'],
    ['title', 'asc'],
    ['createdAt', 'asc'],
    ['currency', 'desc'],
    ['status', 'asc'],
  ])('sorts by %s %s', async (field, order) => {
    const rows = (await list(`?sortField=${field}&sortOrder=${order}&limit=100&currency=USD`)).results;
    const values = rows.map((r) => r[field] as string | number);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('applies the date filter only when both dates are valid', async () => {
    const all = (await list('')).totalResults;
    const ranged = await list('?startDate=2025-05-01&endDate=2025-05-31&limit=100');
    expect(ranged.totalResults).toBe(
      count(
        `org_id = ? AND env = 'live' AND created_at BETWEEN '2025-05-01T00:00:00.000Z' AND '2025-05-31T23:59:59.999Z'`,
        coffee,
      ),
    );
    expect(ranged.totalResults).toBeLessThan(all);
    for (const r of ranged.results) expect((r.createdAt as string).slice(0, 7)).toBe('2025-05');
    expect((await list('?startDate=2025-05-01')).totalResults).toBe(all);
    expect((await list('?endDate=2025-05-31')).totalResults).toBe(all);
  });
});

describe('scope', () => {
  it('never mixes test and live data', async () => {
    const tok = await t.login();
    await t.call('PATCH', '/v1/user/switchEnv?env=test', tok);
    const page = await list('?limit=100', tok);
    expect(page.totalResults).toBe(count(`org_id = ? AND env = 'test'`, coffee));
    expect(page.results.every((r) => r.env === 'test')).toBe(true);
    await t.call('PATCH', '/v1/user/switchEnv?env=live', tok);
    expect((await list('?limit=100', tok)).results.every((r) => r.env === 'live')).toBe(true);
  });

  it('keeps a merchant inside the current org (orgId filter and master header cannot widen it)', async () => {
    const page = await list('?limit=100');
    expect(page.results.every((r) => r.orgId === coffee)).toBe(true);
    expect((await list(`?orgId=${books}`)).totalResults).toBe(0);
    const withHeader = await list('', token, { 'X-Master-Org-Id': books });
    expect(withHeader.totalResults).toBe(count(`org_id = ? AND env = 'live'`, coffee));
  });

  it('lets a master see all orgs, or one through X-Master-Org-Id', async () => {
    const master = await t.login(DEMO_EMAIL.master);
    await t.call('PATCH', '/v1/user/switchEnv?env=live', master);
    expect((await list('', master)).totalResults).toBe(count(`env = 'live'`));
    expect((await list('', master, { 'X-Master-Org-Id': '' })).totalResults).toBe(count(`env = 'live'`));
    const one = await list('?limit=100', master, { 'X-Master-Org-Id': books });
    expect(one.totalResults).toBe(count(`org_id = ? AND env = 'live'`, books));
    expect(one.results.every((r) => r.orgId === books)).toBe(true);
    expect((await list(`?orgId=${coffee}`, master)).totalResults).toBe(
      count(`org_id = ? AND env = 'live'`, coffee),
    );
  });
});

describe('GET /v1/transaction/metrics', () => {
  it('counts what the list counts', async () => {
    const r = await t.call<{
      totalCount: number;
      byStatus: Record<string, number>;
      daily: unknown[];
      successRate: number;
    }>('GET', '/v1/transaction/metrics?startDate=2025-05-01&endDate=2025-05-31', token);
    expect(r.status).toBe(200);
    expect(r.data.totalCount).toBe((await list('?startDate=2025-05-01&endDate=2025-05-31')).totalResults);
    expect(r.data.daily).toHaveLength(31);
    expect(r.data.successRate).toBeGreaterThan(0);
    expect(r.data.successRate).toBeLessThanOrEqual(1);
  });

  it("gives each day's volume per currency, never one sum across currencies", async () => {
    type Metrics = {
      currencies: { currency: string; volume: number; count: number }[];
      daily: {
        date: string;
        count: number;
        currencies: { currency: string; count: number; volume: number }[];
      }[];
      refunds: { currency: string; count: number; amount: number }[];
    };
    const range = 'startDate=2025-01-01&endDate=2025-12-31';
    const r = await t.call<Metrics>('GET', `/v1/transaction/metrics?${range}`, token);
    expect(r.status).toBe(200);
    expect(r.data.currencies.length).toBeGreaterThan(1);
    for (const { currency, volume, count } of r.data.currencies) {
      const days = r.data.daily.flatMap((day) => day.currencies.filter((c) => c.currency === currency));
      // compared in the smallest unit (1e-8): the sandbox stores integers, the JSON carries major units
      const units = (amount: number) => Math.round(amount * 1e8);
      expect(days.reduce((sum, day) => sum + units(day.volume), 0)).toBe(units(volume));
      expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(count);
    }
    for (const day of r.data.daily)
      expect(day.count).toBe(day.currencies.reduce((sum, c) => sum + c.count, 0));
    // one currency: the same figures for it alone
    const usd = await t.call<Metrics>('GET', `/v1/transaction/metrics?${range}&currency=USD`, token);
    expect(usd.status).toBe(200);
    expect(usd.data.daily.every((day) => day.currencies.every((c) => c.currency === 'USD'))).toBe(true);
    expect(usd.data.refunds.every((refund) => refund.currency === 'USD')).toBe(true);
  });
});
