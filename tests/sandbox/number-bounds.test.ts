import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/** Issue 28, point 2: money and counts the provider cannot store or pay are refused, never stored as null. */
let t: CoreTestbed;
let token: string;
type Config = { minimumPayoutAmount: number | null; paymentExpiryMinutes: number };

beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

/** The body as raw JSON text, so that 1e400 and -0 reach the server as written (JSON.stringify cannot). */
const patchRaw = (json: string) =>
  t.call<Config | string>('PATCH', '/v1/config/payment', { token, body: json });
const stored = async () => (await t.call<Config>('GET', '/v1/config/payment', { token })).data;

describe('the minimum payout', () => {
  it('refuses amounts that overflow, are too small to write or are beyond the bound, and keeps the stored one', async () => {
    const before = await stored();
    const refused: [string, string][] = [
      ['1e400', 'body.minimumPayoutAmount must be a finite number'],
      ['-1e400', 'body.minimumPayoutAmount must be a finite number'],
      ['1e21', 'body.minimumPayoutAmount must be <= 1000000'],
      ['1000000.01', 'body.minimumPayoutAmount must be <= 1000000'],
      ['10.000000001', 'body.minimumPayoutAmount must have at most 8 decimals'],
      ['5e-324', 'body.minimumPayoutAmount must have at most 8 decimals'],
    ];
    for (const [literal, message] of refused) {
      const reply = await patchRaw(`{"minimumPayoutAmount":${literal}}`);
      expect([reply.status, reply.code, reply.data], literal).toEqual([400, 0, message]);
    }
    expect(await stored()).toEqual(before);
    expect(typeof before.minimumPayoutAmount).toBe('number');
  });

  it('takes the bounds themselves, and -0 as 0', async () => {
    expect((await patchRaw('{"minimumPayoutAmount":1000000}')).data).toMatchObject({
      minimumPayoutAmount: 1000000,
    });
    const zero = await patchRaw('{"minimumPayoutAmount":-0}');
    expect(zero.status).toBe(200);
    expect(Object.is((zero.data as Config).minimumPayoutAmount, 0)).toBe(true);
    expect((await patchRaw('{"minimumPayoutAmount":50}')).data).toMatchObject({ minimumPayoutAmount: 50 });
  });
});

describe('the payment expiry', () => {
  it('refuses minutes that overflow or are not whole, and keeps the stored ones', async () => {
    for (const literal of ['1e400', '1e21', '30.5', '5e-324', '"30"']) {
      const reply = await patchRaw(`{"paymentExpiryMinutes":${literal}}`);
      expect([reply.status, reply.code], literal).toEqual([400, 0]);
      expect(reply.data, literal).toMatch(/^body\.paymentExpiryMinutes /);
    }
    expect((await stored()).paymentExpiryMinutes).toBe(30);
  });
});

describe('refund and on-ramp amounts', () => {
  it('refuses an amount that overflows or has more than 8 decimals before anything is looked up', async () => {
    const refund = (literal: string) =>
      t.call('POST', '/v1/refund/pay_unknown', {
        token,
        headers: { 'Idempotency-Key': `bounds-${literal}` },
        body: `{"amount":${literal}}`,
      });
    expect((await refund('1e400')).data).toBe('body.amount must be a finite number');
    expect((await refund('0.000000001')).data).toBe('body.amount must have at most 8 decimals');
    expect((await refund('1e21')).data).toBe('body.amount must be <= 1000000000');
    const onRamp = await t.call('POST', '/v1/onramp/requests', {
      token,
      headers: { 'Idempotency-Key': 'bounds-onramp' },
      body: `{"fiatAmount":5e-324,"fiatCurrency":"EUR","cryptoCurrency":"BTC","walletAddress":"${'1'.repeat(30)}"}`,
    });
    expect([onRamp.status, onRamp.data]).toEqual([400, 'body.fiatAmount must have at most 8 decimals']);
  });
});
