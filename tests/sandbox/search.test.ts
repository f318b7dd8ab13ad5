import { beforeAll, describe, expect, it } from 'vitest';
import { addPayment, type NewPayment } from '../../sandbox/money/added-payments.ts';
import { moneyTestbed, START, type MoneyTestbed } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * GET /v1/search (issue 34): every kind found by each of its fields, the order, paging, the query's bounds, and
 * isolation: nothing of another organization or of the other environment is ever found, organizations only
 * among the caller's own (a master's: all), a master's selection.
 */
let t: MoneyTestbed;
let token: string;
let coffee: string;
let books: string;
let nordic: string;
let minutes = 0;

interface Hit {
  kind: string;
  id: string;
  orgId: string;
  env: string | null;
  matchedField: string;
  matchedText: string;
  label: string;
  paymentId: string | null;
  createdAt: string | null;
}
interface SearchPage {
  results: Hit[];
  page: number;
  limit: number;
  hasMore: boolean;
}
type Row = Record<string, string>;

const orgId = (name: string) =>
  (t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;
const row = (sql: string, ...params: unknown[]) => t.sandbox.db.prepare(sql).get(...params) as Row;

async function search(
  q: string,
  opts: { tok?: string; headers?: Record<string, string>; extra?: string } = {},
) {
  const r = await t.call<SearchPage>(
    'GET',
    `/v1/search?q=${encodeURIComponent(q)}${opts.extra ?? ''}`,
    opts.tok ?? token,
    { headers: opts.headers },
  );
  expect(r.status).toBe(200);
  return r.data;
}
const ids = (page: SearchPage) => page.results.map((h) => h.id);

/** A payment added now (each a minute after the previous one, so "newest first" has an order). */
function pay(input: Partial<NewPayment> & { orgId: string }): Row {
  minutes += 1;
  const { payment } = addPayment(
    t.sandbox.db,
    { env: 'test', amount: 12.5, currency: 'BTC', status: 'success', ...input },
    new Date(START.getTime() + minutes * 60_000),
  );
  return payment as Row;
}

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  coffee = orgId("Maya's Coffee");
  books = orgId("Maya's Books");
  nordic = orgId('Nordic Gadgets');
  expect((await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token)).status).toBe(200);
  expect((await t.call('PATCH', '/v1/user/switchEnv?env=test', token)).status).toBe(200);
});

describe('GET /v1/search: transactions', () => {
  it('finds a crypto payment by id, reference, hash and wallet, exact or by prefix, whatever the case', async () => {
    const p = pay({
      orgId: coffee,
      currency: 'ETH',
      title: 'Search probe',
      customerEmail: 'probe@search.test',
    });
    expect(p.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(p.wallet_address).toMatch(/^0x[0-9a-f]{40}$/);
    const cases: [string, string, string][] = [
      [p._id!, 'id', p._id!],
      [p._id!.slice(0, 6).toUpperCase(), 'id', p._id!],
      [p.payment_id!, 'paymentId', p.payment_id!],
      [p.payment_id!.slice(0, 10).toLowerCase(), 'paymentId', p.payment_id!],
      [p.tx_hash!, 'txHash', p.tx_hash!],
      [p.tx_hash!.slice(0, 8).toUpperCase(), 'txHash', p.tx_hash!],
      [`0x${p.tx_hash!}`, 'txHash', p.tx_hash!],
      [p.wallet_address!, 'walletAddress', p.wallet_address!],
      [p.wallet_address!.slice(0, 10), 'walletAddress', p.wallet_address!],
    ];
    for (const [q, field, text] of cases) {
      const hit = (await search(q)).results.find((h) => h.id === p._id);
      expect(hit, q).toMatchObject({
        kind: 'transaction',
        orgId: coffee,
        env: 'test',
        matchedField: field,
        matchedText: text,
        label: 'Search probe',
        paymentId: p.payment_id,
      });
    }
  });

  it('finds a payment by a part of its customer e-mail or title, and not by a short prefix of an id', async () => {
    const p = pay({ orgId: coffee, title: 'Quokka flat white', customerEmail: 'Zephyrine.Q@Example.test' });
    expect((await search('zephyrine.q@')).results.map((h) => [h.id, h.matchedField])).toEqual([
      [p._id, 'customerEmail'],
    ]);
    expect((await search('KKA FLAT')).results.map((h) => [h.id, h.matchedField])).toEqual([[p._id, 'title']]);
    // 5 characters of an id or 7 of a hash are not enough for a prefix
    expect(ids(await search(p._id!.slice(0, 5)))).not.toContain(p._id);
    expect(ids(await search(p.tx_hash!.slice(0, 7)))).not.toContain(p._id);
    // nor is the middle of a hash
    expect(ids(await search(p.tx_hash!.slice(10, 30)))).not.toContain(p._id);
  });

  it('gives every crypto payment a hash and a wallet of its network, and fiat ones none', async () => {
    const forms: Record<string, RegExp> = {
      BTC: /^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/,
      ETH: /^0x[0-9a-f]{40}$/,
      USDC: /^0x[0-9a-f]{40}$/,
      USDT: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    };
    const rows = t.sandbox.db
      .prepare('SELECT currency, currency_type, tx_hash, wallet_address FROM transactions')
      .all() as Row[];
    for (const r of rows) {
      if (r.currency_type === 'fiat') {
        expect([r.tx_hash, r.wallet_address]).toEqual([null, null]);
      } else {
        expect(r.tx_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(r.wallet_address).toMatch(forms[r.currency!]!);
      }
    }
    const tx = await t.call<{ results: Row[] }>('GET', '/v1/transaction?currencyType=crypto&limit=5', token);
    expect(tx.data.results.length).toBe(5);
    for (const r of tx.data.results) expect(r.txHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET /v1/search: payouts, disputes, organizations', () => {
  it('finds a crypto payout by id, its transaction hash and the wallet it is paid to', async () => {
    const payout = row(
      `SELECT * FROM payouts WHERE org_id = ? AND env = 'test' AND currency_category = 'crypto'
       AND status = 'paid' ORDER BY created_at DESC LIMIT 1`,
      coffee,
    );
    const detail = await t.call<{ txHash: string; walletAddress: string }>(
      'GET',
      `/v1/payout/detail/${payout._id}`,
      token,
    );
    const { txHash, walletAddress } = detail.data;
    expect(txHash).toMatch(/^[0-9a-f]{64}$/);
    const found = async (q: string) =>
      (await search(q, { extra: '&limit=100' })).results.find((h) => h.id === payout._id);
    expect(await found(payout._id!)).toMatchObject({
      kind: 'payout',
      matchedField: 'id',
      label: payout.end_date,
    });
    expect(await found(txHash)).toMatchObject({ matchedField: 'txHash', matchedText: txHash });
    expect(await found(txHash.slice(0, 12))).toMatchObject({ matchedField: 'txHash' });
    expect(await found(walletAddress)).toMatchObject({
      matchedField: 'walletAddress',
      matchedText: walletAddress,
    });
  });

  it("finds a dispute by its id and by its payment's reference, after the payment itself", async () => {
    const p = pay({ orgId: coffee, dispute: { dueInHours: 48 } });
    const dispute = row('SELECT _id FROM disputes WHERE payment_id = ?', p.payment_id);
    const byPayment = await search(p.payment_id!);
    expect(byPayment.results.map((h) => [h.kind, h.matchedField])).toEqual([
      ['transaction', 'paymentId'],
      ['dispute', 'paymentId'],
    ]);
    expect(byPayment.results[1]).toMatchObject({ id: dispute._id, paymentId: p.payment_id });
    expect((await search(dispute._id!.slice(0, 8))).results.find((h) => h.id === dispute._id)).toMatchObject({
      kind: 'dispute',
      matchedField: 'id',
    });
  });

  it("finds the caller's organizations by name and id, and no one else's", async () => {
    const maya = (await search("maya's", { extra: '&limit=100' })).results.filter(
      (h) => h.kind === 'organization',
    );
    expect(maya.map((h) => h.id).sort()).toEqual([coffee, books].sort());
    expect(maya[0]).toMatchObject({ env: null, matchedField: 'name', status: null, amount: null });
    expect((await search(coffee)).results).toEqual([
      expect.objectContaining({
        kind: 'organization',
        id: coffee,
        matchedField: 'id',
        label: "Maya's Coffee",
      }),
    ]);
    // the merchant is not a member of Nordic Gadgets: neither its name nor its id finds it
    expect((await search('Nordic Gadgets')).results.filter((h) => h.kind === 'organization')).toEqual([]);
    expect(ids(await search(nordic))).toEqual([]);
    // a viewer of both of Maya's organizations sees both; Nordic's owner neither
    const viewer = await t.login(DEMO_EMAIL.viewer);
    const ofViewer = (await search("maya's", { tok: viewer, extra: '&limit=100' })).results;
    expect(
      ofViewer
        .filter((h) => h.kind === 'organization')
        .map((h) => h.id)
        .sort(),
    ).toEqual([coffee, books].sort());
    const owner = await t.login(DEMO_EMAIL.owner);
    const ofOwner = (await search("maya's", { tok: owner, extra: '&limit=100' })).results;
    expect(ofOwner.filter((h) => h.kind === 'organization')).toEqual([]);
  });
});

describe('GET /v1/search: order and paging', () => {
  it('puts exact matches first, then by kind, then newest first', async () => {
    const older = pay({ orgId: coffee, customerEmail: 'order-probe@search.test' });
    const newer = pay({ orgId: coffee, customerEmail: 'x-order-probe@search.test' });
    const newest = pay({ orgId: coffee, customerEmail: 'y-order-probe@search.test' });
    expect(ids(await search('order-probe@search.test'))).toEqual([older._id, newest._id, newer._id]);
    expect(ids(await search('ORDER-PROBE@'))).toEqual([newest._id, newer._id, older._id]);
  });

  it('pages the hits without overlap, saying whether more follow', async () => {
    const made = Array.from({ length: 5 }, (_, i) => pay({ orgId: coffee, title: `Paging probe ${i}` }));
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await search('paging probe', { extra: `&limit=2&page=${page}` }));
    expect(pages.map((p) => [p.page, p.limit, p.results.length, p.hasMore])).toEqual([
      [1, 2, 2, true],
      [2, 2, 2, true],
      [3, 2, 1, false],
    ]);
    expect(pages.flatMap(ids)).toEqual(made.map((p) => p._id).reverse());
    expect((await search('paging probe', { extra: '&limit=2&page=4' })).results).toEqual([]);
  });

  it('refuses a query shorter than 3 or longer than 200 characters once trimmed', async () => {
    for (const q of ['ab', '  ab  ', 'x'.repeat(201)]) {
      const r = await t.call<string>('GET', `/v1/search?q=${encodeURIComponent(q)}`, token);
      expect(r.status, q).toBe(400);
      expect(r.data).toMatch(/^Search for at (least 3|most 200) characters$/);
    }
    expect((await t.call('GET', '/v1/search', token)).status).toBe(400);
    expect((await t.call('GET', `/v1/search?q=${'x'.repeat(200)}`, token)).status).toBe(200);
    expect(
      (await t.call('GET', `/v1/search?q=${encodeURIComponent(`  ${'x'.repeat(200)}  `)}`, token)).status,
    ).toBe(200);
  });
});

describe('GET /v1/search: isolation', () => {
  it('never finds what another organization or the other environment has, by e-mail, id or hash', async () => {
    const mine = pay({ orgId: coffee, customerEmail: 'iso-probe@search.test' });
    const others = [
      pay({ orgId: books, customerEmail: 'iso-probe@search.test' }),
      pay({ orgId: coffee, env: 'live', customerEmail: 'iso-probe@search.test' }),
      pay({ orgId: nordic, customerEmail: 'iso-probe@search.test', dispute: { dueInHours: 24 } }),
    ];
    expect(ids(await search('iso-probe'))).toEqual([mine._id]);
    for (const other of others) {
      for (const q of [
        other._id!,
        other.payment_id!,
        other.tx_hash!,
        other.tx_hash!.slice(0, 8),
        other.wallet_address!,
      ])
        expect(ids(await search(q)), q).toEqual([]);
    }
    const foreignDispute = row('SELECT _id FROM disputes WHERE payment_id = ?', others[2]!.payment_id);
    expect(ids(await search(foreignDispute._id!))).toEqual([]);
    // the other environment's payout
    const livePayout = row(`SELECT _id FROM payouts WHERE org_id = ? AND env = 'live' LIMIT 1`, coffee);
    expect(ids(await search(livePayout._id!))).toEqual([]);
  });

  it("follows the caller's switch of organization and environment", async () => {
    const inBooks = pay({ orgId: books, customerEmail: 'switch-probe@search.test' });
    const inLive = pay({ orgId: books, env: 'live', customerEmail: 'switch-probe@search.test' });
    const merchant = await t.login();
    expect((await t.call('PATCH', `/v1/org/setDefault/organization/${books}`, merchant)).status).toBe(200);
    expect(ids(await search('switch-probe', { tok: merchant }))).toEqual([inBooks._id]);
    expect((await t.call('PATCH', '/v1/user/switchEnv?env=live', merchant)).status).toBe(200);
    expect(ids(await search('switch-probe', { tok: merchant }))).toEqual([inLive._id]);
    // back where the other tests expect the merchant
    await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, merchant);
    await t.call('PATCH', '/v1/user/switchEnv?env=test', merchant);
  });

  it("gives a master the selected organization's records, or every organization's, and every organization", async () => {
    const inCoffee = pay({ orgId: coffee, customerEmail: 'master-probe@search.test' });
    const inNordic = pay({ orgId: nordic, customerEmail: 'master-probe@search.test' });
    pay({ orgId: nordic, env: 'live', customerEmail: 'master-probe@search.test' });
    const master = await t.login(DEMO_EMAIL.master);
    expect((await t.call('PATCH', '/v1/user/switchEnv?env=test', master)).status).toBe(200);
    const selected = await search('master-probe', { tok: master, headers: { 'X-Master-Org-Id': coffee } });
    expect(ids(selected)).toEqual([inCoffee._id]);
    const all = await search('master-probe', { tok: master });
    expect(ids(all)).toEqual([inNordic._id, inCoffee._id]);
    const orgs = await search('Nordic Gadgets', { tok: master, headers: { 'X-Master-Org-Id': coffee } });
    expect(orgs.results.filter((h) => h.kind === 'organization').map((h) => h.id)).toEqual([nordic]);
  });
});
