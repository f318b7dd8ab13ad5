import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/** Issue 10: the payment configuration's rules and the role refusals that name the role (README). */
let t: CoreTestbed;
type Config = { webhookUrl: string | null; minimumPayoutAmount: number; settlementCurrency: string };

beforeAll(async () => {
  t = await coreTestbed();
});

const patch = async (body: Record<string, unknown>, email = 'merchant@demo.test') =>
  t.call<Config | string>('PATCH', '/v1/config/payment', { token: (await t.login(email)).access, body });

describe('the payment configuration', () => {
  it('refuses a webhook that is not https, and keeps the stored one', async () => {
    for (const webhookUrl of ['http://merchant.example/hook', 'ftp://merchant.example', 'https//nope']) {
      expect(await patch({ webhookUrl }), webhookUrl).toMatchObject({
        status: 400,
        data: expect.stringMatching(/webhookUrl must be/),
      });
    }
    const stored = await t.call<Config>('GET', '/v1/config/payment', { token: (await t.login()).access });
    expect(stored.data.webhookUrl).toBe('https://merchant.example/webhooks/test');
    expect((await patch({ webhookUrl: 'https://shop.example/hooks' })).status).toBe(200);
    expect((await patch({ webhookUrl: null })).data).toMatchObject({ webhookUrl: null });
  });

  it('takes a minimum payout the settlement currency can represent, and refuses a negative one', async () => {
    expect(await patch({ minimumPayoutAmount: 10.005 })).toMatchObject({
      status: 400,
      data: 'minimumPayoutAmount must have at most 2 decimals for USD',
    });
    expect((await patch({ minimumPayoutAmount: -1 })).status).toBe(400);
    expect((await patch({ minimumPayoutAmount: 0 })).data).toMatchObject({ minimumPayoutAmount: 0 });
    expect((await patch({ minimumPayoutAmount: 12.34 })).data).toMatchObject({ minimumPayoutAmount: 12.34 });
    // a currency change is checked against the amount already stored
    expect((await patch({ settlementCurrency: 'BTC', minimumPayoutAmount: 0.00012345 })).data).toMatchObject({
      settlementCurrency: 'BTC',
      minimumPayoutAmount: 0.00012345,
    });
    expect(await patch({ settlementCurrency: 'EUR' })).toMatchObject({
      status: 400,
      data: 'minimumPayoutAmount must have at most 2 decimals for EUR',
    });
  });

  it("names the member's role when it refuses a change", async () => {
    expect(await patch({ autoPayout: true }, 'developer@demo.test')).toMatchObject({
      status: 403,
      data: 'Your role (developer) cannot change the payment configuration',
    });
    const viewer = (await t.login('viewer@demo.test')).access;
    const key = await t.call('POST', '/v1/user/signing-keys', { token: viewer, body: { name: 'k' } });
    expect([key.status, key.data]).toEqual([403, 'Your role (viewer) cannot create or revoke API keys']);
  });
});
