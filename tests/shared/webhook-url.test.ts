import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from '../../src/shared/webhook-url.ts';

/** The provider's webhook rule, which the sandbox enforces and the app checks before sending. */
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
  it('takes public host names only', () => {
    const taken = URLS.filter((url) => webhookUrlProblem(url) === null);
    expect(taken).toEqual(['https://merchant.example/webhooks/test', 'https://shop.example:8443/hooks?x=1']);
  });
});

describe('the reason a webhook is refused', () => {
  it('names what is wrong, worded to follow "The webhook "', () => {
    expect(webhookUrlProblem('http://merchant.example/hook')).toBe('must be an https URL');
    expect(webhookUrlProblem('https://a:b@merchant.example/')).toBe(
      'must not contain a user name or password',
    );
    expect(webhookUrlProblem('https://2130706433/')).toBe(
      'must use a public host name, not an IP address (127.0.0.1 is a loopback address)',
    );
    expect(webhookUrlProblem('https://[::ffff:10.0.0.1]/')).toBe(
      'must use a public host name, not an IP address (::ffff:a00:1 is a private address)',
    );
    expect(webhookUrlProblem('https://db.internal/')).toBe('must use a public host name, not db.internal');
  });
});
