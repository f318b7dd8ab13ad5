import { describe, expect, it } from 'vitest';
import { webhookUrlProblem as providerRule } from '../../sandbox/webhook-url.ts';
import { webhookUrlProblem as appRule } from '../../src/lib/webhook-url.ts';

/** The app checks webhooks before sending with its own copy of the provider's rule: both give one answer. */
const URLS = [
  'https://merchant.example/webhooks/test',
  'https://shop.example:8443/hooks?x=1',
  'http://merchant.example/hook',
  'not a url',
  'https://a:b@merchant.example/',
  'https://127.0.0.1/',
  'https://2130706433/',
  'https://169.254.169.254/',
  'https://10.0.0.1/',
  'https://100.100.1.1/',
  'https://239.1.1.1/',
  'https://1.1.1.1/',
  'https://[::1]/',
  'https://[::]/',
  'https://[fe80::1%25eth0]/',
  'https://[fc00::1]/',
  'https://[::ffff:10.0.0.1]/',
  'https://[2606:4700::1111]/',
  'https://localhost/',
  'https://x.localhost/',
  'https://nas.local/',
  'https://db.internal/',
  'https://router.home.arpa/',
  'https://intranet/',
];

describe('the webhook rule', () => {
  it('gives the same answer in the app as in the provider', () => {
    for (const url of URLS) expect(appRule(url), url).toBe(providerRule(url));
  });

  it('takes public host names only', () => {
    const taken = URLS.filter((url) => providerRule(url) === null);
    expect(taken).toEqual(['https://merchant.example/webhooks/test', 'https://shop.example:8443/hooks?x=1']);
  });
});
