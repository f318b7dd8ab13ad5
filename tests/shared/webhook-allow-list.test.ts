import { describe, expect, it } from 'vitest';
import { webhookAllowedOrigins } from '../../src/api/webhook-allowed-origins.ts';
import { paymentConfigRules, webhookUrlError } from '../../src/features/payment-config/model.ts';
import { webhookUrlProblem, webhookUrlRefusal } from '../../src/shared/webhook-url.ts';
import { runtimeSettingsFromEnv } from '../../sandbox/runtime-config.ts';
import { allowedOriginsFrom } from '../../sandbox/webhooks/network-rule.ts';

/**
 * Issue 33: the webhook rule's one explicit exception, the allow-listed exact origins (the local receiver's),
 * as the provider and the app both apply it; the app is told the list by /config.json.
 */
const RECEIVER = 'http://127.0.0.1:4599';

describe('an allow-listed origin', () => {
  it('lets exactly that origin through, and nothing else of the machine or the network', () => {
    expect(webhookUrlRefusal(`${RECEIVER}/hooks/ok`, [RECEIVER])).toBeNull();
    expect(webhookUrlProblem(`${RECEIVER}/hooks/fail?x=1`, [RECEIVER])).toBeNull();
    for (const refused of [
      'http://127.0.0.1:4598/hooks/ok',
      'https://127.0.0.1:4599/hooks/ok',
      'http://localhost:4599/hooks/ok',
      'http://[::1]:4599/hooks/ok',
      'http://10.0.0.8:4599/hooks/ok',
      'https://10.0.0.8/hooks',
      'http://user:pw@127.0.0.1:4599/hooks/ok',
    ])
      expect(webhookUrlRefusal(refused, [RECEIVER]), refused).not.toBeNull();
    // without the list, the receiver is refused like any loopback address
    expect(webhookUrlRefusal(`${RECEIVER}/hooks/ok`)).toEqual({ rule: 'https' });
  });

  it('is taken by the payment configuration form only when /config.json names it', () => {
    expect(webhookUrlError(`${RECEIVER}/hooks/ok`, [RECEIVER])).toBeNull();
    expect(webhookUrlError(`${RECEIVER}/hooks/ok`)).toBe('The webhook must use https://');
    expect(webhookUrlError('http://127.0.0.1:4598/hooks/ok', [RECEIVER])).toBe(
      'The webhook must use https://',
    );
    const rules = paymentConfigRules([], webhookAllowedOrigins({ webhookAllowedOrigins: [RECEIVER] }));
    expect(rules.webhookUrl(`${RECEIVER}/hooks/ok`)).toBeNull();
  });

  it('comes from /config.json as a list of origins; anything else allows nothing', () => {
    expect(webhookAllowedOrigins({})).toEqual([]);
    expect(webhookAllowedOrigins({ webhookAllowedOrigins: [RECEIVER, 'http://x/path', 'nope'] })).toEqual([
      RECEIVER,
    ]);
    expect(webhookAllowedOrigins({ webhookAllowedOrigins: RECEIVER as unknown as string[] })).toEqual([]);
  });
});

describe('SANDBOX_WEBHOOK_ALLOWED_ORIGINS', () => {
  it('is a comma-separated list of exact origins, and the server refuses anything else', () => {
    expect(allowedOriginsFrom(undefined)).toEqual([]);
    expect(allowedOriginsFrom('')).toEqual([]);
    expect(allowedOriginsFrom(` ${RECEIVER} , https://hooks.shop.example `)).toEqual([
      RECEIVER,
      'https://hooks.shop.example',
    ]);
    for (const bad of [`${RECEIVER}/hooks`, '127.0.0.1:4599', 'ftp://127.0.0.1:21', `${RECEIVER}/`])
      expect(() => allowedOriginsFrom(bad), bad).toThrow(/is not an origin/);
  });

  it('is told to the app in /config.json, and left out when empty', () => {
    const keys = { publicKeyBase64: 'cHVibGljIGtleQ==', vapidPublicKey: 'vapid-key' };
    const images = 'https://ik.imagekit.io/sandbox';
    expect(
      runtimeSettingsFromEnv(keys, images, { SANDBOX_WEBHOOK_ALLOWED_ORIGINS: RECEIVER })
        .webhookAllowedOrigins,
    ).toEqual([RECEIVER]);
    expect(runtimeSettingsFromEnv(keys, images, {})).not.toHaveProperty('webhookAllowedOrigins');
  });
});
