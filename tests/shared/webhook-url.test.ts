import { describe, expect, it } from 'vitest';
import { ipAddressKind, webhookUrlProblem } from '../../src/shared/webhook-url.ts';

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
  // issue 46: a name with an empty label, or more than one trailing dot, is not a way around the names above
  'https://localhost./',
  'https://localhost../',
  'https://printer.local../',
  'https://x.localhost.../hooks',
  'https://127.0.0.1../',
  'https://merchant..example/',
  'https://.merchant.example/',
  // IPv6 forms that carry an IPv4 address
  'https://[64:ff9b::8.8.8.8]/',
  'https://[2002:808:808::1]/',
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

describe('names written with extra dots (issue 46)', () => {
  it('refuses a name with an empty label, saying which name', () => {
    expect(webhookUrlProblem('https://localhost../')).toBe('must use a public host name, not localhost..');
    expect(webhookUrlProblem('https://printer.local../')).toBe(
      'must use a public host name, not printer.local..',
    );
    expect(webhookUrlProblem('https://merchant..example/')).toBe(
      'must use a public host name, not merchant..example',
    );
  });

  it('still takes the one trailing dot of a fully qualified public name', () => {
    expect(webhookUrlProblem('https://merchant.example./hooks')).toBeNull();
  });
});

describe('the kind of an address that carries an IPv4 address (issue 46)', () => {
  it.each([
    // NAT64, the well-known prefix (RFC 6052) and the local-use one (RFC 8215)
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::a00:1', 'private'],
    ['64:ff9b:1::8.8.8.8', 'reserved'],
    // 6to4 (RFC 3056): the IPv4 address is bits 16 to 47
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a00:1:0:1::1', 'private'],
    ['2002:a9fe:a9fe::', 'link-local'],
    ['2002:808:808::1', 'public'],
    // IPv4-mapped, IPv4-translated (SIIT) and IPv4-compatible
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::10.0.0.1', 'private'],
    ['::127.0.0.2', 'loopback'],
    ['::8.8.8.8', 'public'],
    // Teredo (RFC 4380): server 65.54.227.120, the client's address is the last 32 bits inverted
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'private'],
    // ISATAP interface identifiers (RFC 5214)
    ['2600::5efe:a00:1', 'private'],
    ['2600::200:5efe:7f00:1', 'loopback'],
    // and the plain IPv6 ones
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(ipAddressKind(address)).toBe(kind);
  });

  it('names the embedded kind when a URL writes such an address', () => {
    expect(webhookUrlProblem('https://[64:ff9b::a9fe:a9fe]/')).toBe(
      'must use a public host name, not an IP address (64:ff9b::a9fe:a9fe is a link-local address)',
    );
  });
});
