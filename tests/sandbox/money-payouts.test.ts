import { beforeAll, describe, expect, it } from 'vitest';
import { moneyTestbed, START, type MoneyTestbed } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Payouts: preview equals creation, idempotency, contents moved once, notification for the members once paid. */
let t: MoneyTestbed;
let token: string;
let coffee: string;
type Payout = Record<string, unknown> & { _id: string; paymentCount: number; netAmount: number };

const today = START.toISOString().slice(0, 10);
const create = (
  currency: string,
  key: string,
  body: unknown,
  tok = token,
  headers: Record<string, string> = {},
) =>
  t.call<Payout>('POST', `/v1/payout/create?currency=${currency}`, tok, {
    body,
    headers: { 'Idempotency-Key': key, ...headers },
  });
const unpaid = (currency: string) =>
  (
    t.sandbox.db
      .prepare(
        `SELECT COUNT(*) n FROM transactions WHERE org_id = ? AND env = 'live' AND currency = ? AND is_processed = 0
    AND status IN ('success','partially_refunded','refunded','disputed')`,
      )
      .get(coffee, currency) as { n: number }
  ).n;

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  coffee = t.orgsOf(DEMO_EMAIL.merchant).find((o) => o.name.includes('Coffee'))!._id;
  await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  await t.call('PATCH', '/v1/user/switchEnv?env=live', token);
});

describe('payout creation', () => {
  it('reports the same unpaid balance on the organization and the payout currencies', async () => {
    const orgs = await t.call<{ _id: string; balance: Record<string, number> }[]>(
      'GET',
      '/v1/org/member/organizations',
      token,
    );
    const mine = orgs.data.find((o) => o._id === coffee)!;
    const balances = await t.call<{ currency: string; amount: number }[]>(
      'GET',
      '/v1/payout/payment/currencies',
      token,
    );
    expect(Object.fromEntries(balances.data.map((b) => [b.currency, b.amount]))).toEqual(mine.balance);
  });

  it('creates exactly what the preview showed, once, and notifies the owner', async () => {
    const balances = await t.call<{ currency: string; paymentCount: number; amount: number }[]>(
      'GET',
      '/v1/payout/payment/currencies',
      token,
    );
    const usd = balances.data.find((b) => b.currency === 'USD')!;
    expect(usd.paymentCount).toBe(unpaid('USD'));
    // a refund made now is deducted from the next payout
    const p = t.sandbox.db
      .prepare(
        `SELECT payment_id FROM transactions WHERE org_id = ? AND env = 'live' AND currency = 'USD'
      AND status = 'success' AND is_processed = 0 AND captured_amount > 200000000 LIMIT 1`,
      )
      .get(coffee) as { payment_id: string };
    expect(
      (
        await t.call('POST', `/v1/refund/${p.payment_id}`, token, {
          body: { amount: 1.5 },
          headers: { 'Idempotency-Key': 'payout-refund-1' },
        })
      ).status,
    ).toBe(201);

    const q = `currency=USD&endDate=${today}&currencyCategory=fiat`;
    const preview = await t.call<Record<string, number>>('GET', `/v1/payout/previewPayout?${q}`, token);
    expect(preview.status).toBe(200);
    expect(preview.data.paymentCount).toBe(usd.paymentCount);
    expect(preview.data.refundsAmount).toBeGreaterThanOrEqual(1.5);
    const previewRefunds = await t.call<{ paymentId: string }[]>(
      'GET',
      `/v1/payout/previewPayout/refunds?${q}`,
      token,
    );
    expect(previewRefunds.data.map((r) => r.paymentId)).toContain(p.payment_id);
    const previewPayments = await t.call<{ totalResults: number }>(
      'GET',
      `/v1/payout/previewPayout/payments?${q}&limit=5`,
      token,
    );
    expect(previewPayments.data.totalResults).toBe(preview.data.paymentCount);
    const notesBefore = (t.sandbox.db.prepare('SELECT COUNT(*) n FROM notifications').get() as { n: number })
      .n;

    const body = { endDate: today, currencyCategory: 'fiat' };
    const created = await create('USD', 'payout-key-0001', body);
    expect(created.status).toBe(201);
    for (const k of [
      'grossAmount',
      'refundsAmount',
      'disputesAmount',
      'feeAmount',
      'netAmount',
      'paymentCount',
    ]) {
      expect(created.data[k], k).toBe(preview.data[k]);
    }
    expect(created.data.feeAmount).toBeCloseTo(Math.round(preview.data.grossAmount as number) / 100, 1);
    expect(unpaid('USD')).toBe(0);

    const replay = await create('USD', 'payout-key-0001', body);
    expect(replay.status).toBe(200);
    expect(replay.data).toEqual(created.data);
    expect(
      (await create('USD', 'payout-key-0001', { endDate: today, currencyCategory: 'crypto' })).status,
    ).toBe(409);
    expect(await create('USD', 'payout-key-0002', body)).toMatchObject({
      status: 422,
      data: 'There are no unpaid payments for this currency',
    });

    // nothing announced at creation (the paid one is checked at the end, once the clock has moved)
    const count = () =>
      (t.sandbox.db.prepare('SELECT COUNT(*) n FROM notifications').get() as { n: number }).n;
    expect(count()).toBe(notesBefore);

    const payments = await t.call<{
      totalResults: number;
      results: { isProcessed: boolean; payoutId: string }[];
    }>('GET', `/v1/payout/payments/${created.data._id}?limit=100`, token);
    expect(payments.data.totalResults).toBe(created.data.paymentCount);
    expect(payments.data.results.every((r) => r.isProcessed && r.payoutId === created.data._id)).toBe(true);
    const refunds = await t.call<{ paymentId: string }[]>(
      'GET',
      `/v1/payout/refunds/${created.data._id}`,
      token,
    );
    expect(refunds.data.map((r) => r.paymentId)).toContain(p.payment_id);
    expect((await t.call('GET', `/v1/payout/disputes/${created.data._id}`, token)).status).toBe(200);
    // the detail is the payout plus its status history, wallet and tracking (issue 32: payout-tracking.test.ts)
    expect((await t.call<Payout>('GET', `/v1/payout/detail/${created.data._id}`, token)).data).toEqual({
      ...created.data,
      statusHistory: [{ status: 'pending', at: created.data.createdAt }],
      walletAddress: null,
      timeline: [
        { step: 'requested', at: created.data.createdAt },
        { step: 'reviewed', at: null },
        { step: 'sent', at: null },
        { step: 'paid', at: null },
      ],
      expectedArrival: new Date(START.getTime() + 2 * 3000).toISOString(),
      txHash: null,
      confirmations: null,
      requiredConfirmations: null,
      explorerUrlTemplate: null,
      watching: false,
    });
    const listed = await t.call<{ payouts: Payout[]; totalResults: number }>(
      'GET',
      '/v1/payout?limit=5',
      token,
    );
    expect(listed.data.payouts[0]?._id).toBe(created.data._id);

    // once it is paid (or failed), exactly one notification per member of the organization (its owner
    // included), pointing at the payout
    t.advance(6000);
    t.sandbox.runDue();
    const members = (
      t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM members WHERE org_id = ?').get(coffee) as { n: number }
    ).n;
    const notes = t.sandbox.db
      .prepare('SELECT * FROM notifications ORDER BY created_at DESC, rowid DESC')
      .all() as { data: string }[];
    expect(notes.length).toBe(notesBefore + members);
    expect(JSON.parse(notes[0]!.data)).toMatchObject({
      payoutId: created.data._id,
      currency: 'USD',
      amount: created.data.netAmount,
    });
    const bell = await t.call<{ results: { data: { payoutId: string } }[] }>(
      'GET',
      '/v1/notification',
      token,
    );
    expect(bell.data.results.map((n) => n.data.payoutId)).toContain(created.data._id);
  });

  it('moves money once for concurrent duplicates of the same key', async () => {
    const body = { endDate: today, currencyCategory: 'crypto' };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => create('USDT', 'payout-dup-0001', body)),
    );
    expect(new Set(results.map((r) => r.data._id)).size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(
      t.sandbox.db.prepare('SELECT COUNT(*) n FROM payouts WHERE idempotency_key = ?').get('payout-dup-0001'),
    ).toEqual({ n: 1 });
  });

  it('rejects a currency of the other category and an ambiguous master scope', async () => {
    expect(
      (await create('BTC', 'payout-cat-0001', { endDate: today, currencyCategory: 'fiat' })).status,
    ).toBe(422);
    const master = await t.login(DEMO_EMAIL.master);
    expect(
      (await create('EUR', 'payout-master-1', { endDate: today, currencyCategory: 'fiat' }, master)).status,
    ).toBe(422);
  });

  it('hides payouts of other envs and orgs', async () => {
    const other = t.sandbox.db.prepare(`SELECT _id FROM payouts WHERE org_id <> ? LIMIT 1`).get(coffee) as {
      _id: string;
    };
    expect((await t.call('GET', `/v1/payout/detail/${other._id}`, token)).status).toBe(404);
    const testOne = t.sandbox.db
      .prepare(`SELECT _id FROM payouts WHERE org_id = ? AND env = 'test' LIMIT 1`)
      .get(coffee) as { _id: string };
    expect((await t.call('GET', `/v1/payout/payments/${testOne._id}`, token)).status).toBe(404);
  });
});
