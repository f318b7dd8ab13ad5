import { beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/** Issue 28, point 4: the notification channels' webhook is posted to like the payment webhook, by the same rule. */
let t: CoreTestbed;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

const save = (notificationConfig: Record<string, string>) =>
  t.call<{ notificationConfig: Record<string, string> | null } | string>('PATCH', '/v1/user/update-profile', {
    token,
    body: { notificationConfig },
  });

describe('the notification webhook', () => {
  it('refuses an address the provider must not post to, saying why, and keeps the saved channels', async () => {
    const before = await t.call('GET', '/v1/user/profile', { token });
    const refused: [string, string][] = [
      [
        'https://169.254.169.254/latest',
        'body.notificationConfig.webhook must use a public host name, not an IP address (169.254.169.254 is a link-local address)',
      ],
      [
        'https://ops:secret@hooks.example/x',
        'body.notificationConfig.webhook must not contain a user name or password',
      ],
      ['https://localhost/x', 'body.notificationConfig.webhook must use a public host name, not localhost'],
      ['http://hooks.example/x', 'body.notificationConfig.webhook must be an https URL'],
      // issue 46: extra trailing dots are no way around the names refused
      [
        'https://localhost../x',
        'body.notificationConfig.webhook must use a public host name, not localhost..',
      ],
      [
        'https://printer.local../x',
        'body.notificationConfig.webhook must use a public host name, not printer.local..',
      ],
    ];
    for (const [webhook, message] of refused) {
      const reply = await save({ email: 'finance@example.com', webhook });
      expect([reply.status, reply.data], webhook).toEqual([400, message]);
    }
    expect((await t.call('GET', '/v1/user/profile', { token })).data).toEqual(before.data);
  });

  it('takes a public https address, and an empty one (the channel is off)', async () => {
    for (const webhook of ['https://hooks.example/payouts', '']) {
      const reply = await save({ webhook });
      expect(reply.status, webhook).toBe(200);
      expect((reply.data as { notificationConfig: Record<string, string> }).notificationConfig.webhook).toBe(
        webhook,
      );
    }
  });
});
