import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 10: the payment configuration's rules and the role refusals that name the role (sandbox/README.md).
 */
let t: CoreTestbed;
type Config = { webhookUrl: string | null; minimumPayoutAmount: number; settlementCurrency: string };

beforeAll(async () => {
  t = await coreTestbed();
});

const patch = async (body: Record<string, unknown>, email = DEMO_EMAIL.merchant) =>
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

  it('refuses a webhook the provider must not connect to, saying why, and takes public host names', async () => {
    const refused: [string, string][] = [
      ['https://user:pass@merchant.example/hook', 'webhookUrl must not contain a user name or password'],
      ['https://token@merchant.example/hook', 'webhookUrl must not contain a user name or password'],
      ['https://127.0.0.1/hook', 'not an IP address (127.0.0.1 is a loopback address)'],
      // the same address in the other writings URL parsers accept
      ['https://2130706433/hook', 'not an IP address (127.0.0.1 is a loopback address)'],
      ['https://0x7f.1/hook', 'not an IP address (127.0.0.1 is a loopback address)'],
      [
        'https://169.254.169.254/latest/meta-data',
        'not an IP address (169.254.169.254 is a link-local address)',
      ],
      ['https://10.1.2.3/hook', 'not an IP address (10.1.2.3 is a private address)'],
      ['https://172.16.0.1/hook', 'not an IP address (172.16.0.1 is a private address)'],
      ['https://192.168.1.10:8443/hook', 'not an IP address (192.168.1.10 is a private address)'],
      ['https://100.64.0.1/hook', 'not an IP address (100.64.0.1 is a shared (CGNAT) address)'],
      ['https://224.0.0.1/hook', 'not an IP address (224.0.0.1 is a multicast address)'],
      ['https://0.0.0.0/hook', 'not an IP address (0.0.0.0 is a reserved address)'],
      ['https://8.8.8.8/hook', 'not an IP address (8.8.8.8 is a public address)'],
      ['https://[::1]/hook', 'not an IP address (::1 is a loopback address)'],
      ['https://[fe80::1]/hook', 'not an IP address (fe80::1 is a link-local address)'],
      ['https://[fd00::1]/hook', 'not an IP address (fd00::1 is a private address)'],
      ['https://[::ffff:127.0.0.1]/hook', 'not an IP address (::ffff:7f00:1 is a loopback address)'],
      ['https://[ff02::1]/hook', 'not an IP address (ff02::1 is a multicast address)'],
      ['https://localhost/hook', 'webhookUrl must use a public host name, not localhost'],
      ['https://LOCALHOST./hook', 'webhookUrl must use a public host name, not localhost'],
      ['https://api.localhost/hook', 'webhookUrl must use a public host name, not api.localhost'],
      ['https://printer.local/hook', 'webhookUrl must use a public host name, not printer.local'],
      [
        'https://metadata.google.internal/hook',
        'webhookUrl must use a public host name, not metadata.google.internal',
      ],
      ['https://intranet/hook', 'webhookUrl must use a public host name, not intranet'],
    ];
    for (const [webhookUrl, message] of refused) {
      const reply = await patch({ webhookUrl });
      expect(reply.status, webhookUrl).toBe(400);
      expect(reply.data, webhookUrl).toContain(message);
      if (message.startsWith('not an IP'))
        expect(reply.data, webhookUrl).toMatch(/^webhookUrl must use a public host name, not an IP address/);
    }
    const stored = await t.call<Config>('GET', '/v1/config/payment', { token: (await t.login()).access });
    expect(String(stored.data.webhookUrl)).not.toMatch(/127\.0\.0\.1|169\.254|localhost|@/);
    for (const webhookUrl of [
      'https://hooks.merchant.example/payments',
      'https://shop.example:8443/hooks?source=paydesk',
      'https://xn--bcher-kva.example/hook',
    ]) {
      expect((await patch({ webhookUrl })).data, webhookUrl).toMatchObject({ webhookUrl });
    }
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
    expect(await patch({ autoPayout: true }, DEMO_EMAIL.developer)).toMatchObject({
      status: 403,
      data: 'Your role (developer) cannot change the payment configuration',
    });
    const viewer = (await t.login(DEMO_EMAIL.viewer)).access;
    const key = await t.call('POST', '/v1/user/signing-keys', { token: viewer, body: { name: 'k' } });
    expect([key.status, key.data]).toEqual([403, 'Your role (viewer) cannot create or revoke API keys']);
  });
});
