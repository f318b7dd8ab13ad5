import { beforeAll, describe, expect, it } from 'vitest';
import { moneyTestbed, START, type MoneyTestbed } from './money-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Refunds of payments that were already paid out are deducted from the next payout. When they take all of
 * the unpaid payments, there is nothing to pay out: no payout with a negative net, no fee, no notification.
 */
let t: MoneyTestbed;
let token: string;
let coffee: string;
const today = START.toISOString().slice(0, 10);
const count = (sql: string, ...params: unknown[]) =>
  (t.sandbox.db.prepare(sql).get(...params) as { n: number }).n;
const unpaidUsd = () =>
  count(
    `SELECT COUNT(*) n FROM transactions WHERE org_id = ? AND env = 'live' AND currency = 'USD'
     AND is_processed = 0 AND status IN ('success','partially_refunded','refunded','disputed')`,
    coffee,
  );
const balances = async () =>
  (await t.call<{ currency: string; amount: number }[]>('GET', '/v1/payout/payment/currencies', token)).data;

beforeAll(async () => {
  t = await moneyTestbed();
  token = await t.login();
  coffee = t.orgsOf(DEMO_EMAIL.merchant).find((o) => o.name.includes('Coffee'))!._id;
  await t.call('PATCH', `/v1/org/setDefault/organization/${coffee}`, token);
  await t.call('PATCH', '/v1/user/switchEnv?env=live', token);
  // refund paid-out USD payments in full until the refunds exceed what is still unpaid
  const unpaid = (await balances()).find((b) => b.currency === 'USD')!.amount;
  const paidOut = t.sandbox.db
    .prepare(
      `SELECT payment_id, captured_amount FROM transactions WHERE org_id = ? AND env = 'live' AND currency = 'USD'
       AND status = 'success' AND is_processed = 1 ORDER BY captured_amount DESC`,
    )
    .all(coffee) as { payment_id: string; captured_amount: number }[];
  let refunded = 0;
  for (const p of paidOut) {
    if (refunded > unpaid + 100) break;
    const r = await t.call('POST', `/v1/refund/${p.payment_id}`, token, {
      body: {},
      headers: { 'Idempotency-Key': `negative-${p.payment_id}` },
    });
    expect(r.status).toBe(201);
    refunded += p.captured_amount / 1e8;
  }
  expect(refunded).toBeGreaterThan(unpaid + 100);
});

describe('a payout with nothing to pay out', () => {
  it('shows the unpaid balance as zero, never negative', async () => {
    expect((await balances()).find((b) => b.currency === 'USD')!.amount).toBe(0);
    const orgs = await t.call<{ _id: string; balance: Record<string, number> }[]>(
      'GET',
      '/v1/org/member/organizations',
      token,
    );
    const balance = orgs.data.find((o) => o._id === coffee)!.balance;
    expect(balance.USD).toBe(0);
    expect(Object.values(balance).every((amount) => amount >= 0)).toBe(true);
  });

  it('is refused with 422 and a clear message: no payout, no fee, no notification', async () => {
    const preview = await t.call<{ netAmount: number; paymentCount: number }>(
      'GET',
      `/v1/payout/previewPayout?currency=USD&endDate=${today}&currencyCategory=fiat`,
      token,
    );
    expect(preview.data.paymentCount).toBeGreaterThan(0);
    expect(preview.data.netAmount).toBeLessThan(0);
    const payouts = count('SELECT COUNT(*) n FROM payouts');
    const notifications = count('SELECT COUNT(*) n FROM notifications');
    const unpaid = unpaidUsd();

    const r = await t.call<string>('POST', '/v1/payout/create?currency=USD', token, {
      body: { endDate: today, currencyCategory: 'fiat' },
      headers: { 'Idempotency-Key': 'negative-payout-1' },
    });
    expect(r.status).toBe(422);
    expect(r.data).toMatch(
      /^Nothing to pay out: refunds, lost disputes and the fee \(\d+\.\d{2} USD\) take all of the unpaid payments \(\d+\.\d{2} USD\)$/,
    );
    expect(count('SELECT COUNT(*) n FROM payouts')).toBe(payouts);
    expect(count('SELECT COUNT(*) n FROM notifications')).toBe(notifications);
    // the payments stay unpaid, the refunds stay to be deducted from a later payout
    expect(unpaidUsd()).toBe(unpaid);
    expect(
      count(`SELECT COUNT(*) n FROM refunds WHERE org_id = ? AND payout_id IS NULL`, coffee),
    ).toBeGreaterThan(0);
  });
});
