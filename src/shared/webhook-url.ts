/**
 * The provider's webhook rule (openapi/provider.yaml, updatePaymentConfig and updateProfile's notification
 * webhook): https on a public host name, no user info, no IP address, no localhost. The provider connects to the
 * URL from inside its network, so a loopback, private, link-local or metadata address (169.254.169.254) would let
 * a merchant make it call internal services, and credentials in a URL end up in logs. One copy: the sandbox
 * enforces it (sandbox/webhook-url.ts) and the app checks it before sending, so the reason shows under the field.
 */

/** What kind of address an IP literal is (IANA's special-purpose registry, first match wins). */
export type IpAddressKind =
  'reserved' | 'loopback' | 'private' | 'link-local' | 'shared' | 'multicast' | 'public';

/**
 * Why the URL is refused, as data, or null when it is taken: the app words it in the user's language
 * (src/lib/webhook-url-message.ts), the provider in its own (`webhookUrlProblem`).
 */
export type WebhookUrlRefusal =
  | { rule: 'https' }
  | { rule: 'credentials' }
  | { rule: 'ip-address'; address: string; kind: IpAddressKind }
  | { rule: 'host-name'; host: string };

/**
 * `allowedOrigins`: the exact origins (`http://127.0.0.1:4599`) a deployment explicitly allows beside the rule,
 * such as the local webhook receiver of `npm start` and the tests (docs/configuration.md,
 * SANDBOX_WEBHOOK_ALLOWED_ORIGINS; the app learns them from /config.json). Only an exact origin passes: another
 * port or another name of the same machine is still refused.
 */
export function webhookUrlRefusal(
  value: string,
  allowedOrigins: readonly string[] = [],
): WebhookUrlRefusal | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { rule: 'https' };
  }
  if (
    allowedOrigins.includes(url.origin) &&
    url.username === '' &&
    url.password === '' &&
    (url.protocol === 'http:' || url.protocol === 'https:')
  )
    return null;
  if (url.protocol !== 'https:' || url.hostname === '') return { rule: 'https' };
  if (url.username !== '' || url.password !== '') return { rule: 'credentials' };
  // the URL parser has lower-cased the host and written numeric IPv4 forms (2130706433, 0x7f.1) as dotted
  const host = url.hostname.replace(/\.$/, '');
  const ip = ipv4Kind(host) ?? ipv6Kind(host);
  if (ip) return { rule: 'ip-address', ...ip };
  if (!isPublicName(host)) return { rule: 'host-name', host };
  return null;
}

/** An address kind as the provider's English names it after "is": "a private", "a shared (CGNAT)". */
const KIND_WORDS: Record<IpAddressKind, string> = {
  reserved: 'a reserved',
  loopback: 'a loopback',
  private: 'a private',
  'link-local': 'a link-local',
  shared: 'a shared (CGNAT)',
  multicast: 'a multicast',
  public: 'a public',
};

/**
 * The provider's wording of why the URL is refused, to follow its field's name ("webhookUrl must be an https
 * URL"), or null when it is taken. The sandbox provider answers with it; the app shows its own sentences.
 */
export function webhookUrlProblem(value: string, allowedOrigins: readonly string[] = []): string | null {
  const refusal = webhookUrlRefusal(value, allowedOrigins);
  switch (refusal?.rule) {
    case undefined:
      return null;
    case 'https':
      return 'must be an https URL';
    case 'credentials':
      return 'must not contain a user name or password';
    case 'ip-address':
      return `must use a public host name, not an IP address (${refusal.address} is ${KIND_WORDS[refusal.kind]} address)`;
    case 'host-name':
      return `must use a public host name, not ${refusal.host}`;
  }
}

/** Names that resolve to the machine itself or only inside a network, and names without a dot. */
function isPublicName(host: string): boolean {
  if (!host.includes('.')) return false;
  return !['localhost', 'local', 'internal', 'home.arpa'].some(
    (suffix) => host === suffix || host.endsWith(`.${suffix}`),
  );
}

/**
 * The kind of an IP address as a resolver returns it ("10.0.0.5", "::1", "::ffff:127.0.0.1"), or null when it is
 * not one: the sender checks where a public host name really points before it connects.
 */
export function ipAddressKind(address: string): IpAddressKind | null {
  const v4 = ipv4Kind(address);
  if (v4) return v4.kind;
  try {
    return ipv6Kind(new URL(`http://[${address}]/`).hostname)?.kind ?? null;
  } catch {
    return null;
  }
}

interface IpKind {
  address: string;
  kind: IpAddressKind;
}

/** Ranges of IANA's special-purpose registry that must never be reached, first match wins. */
const IPV4_RANGES: [string, number, IpAddressKind][] = [
  ['0.0.0.0', 8, 'reserved'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['100.64.0.0', 10, 'shared'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  ['192.0.0.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
];

function ipv4Number(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return null;
  return parts.reduce((n, part) => n * 256 + part, 0);
}

function ipv4Class(n: number): IpAddressKind {
  for (const [base, bits, kind] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    if (Math.floor(n / size) === Math.floor(ipv4Number(base)! / size)) return kind;
  }
  return 'public';
}

function ipv4Kind(host: string): IpKind | null {
  const n = ipv4Number(host);
  return n === null ? null : { address: host, kind: ipv4Class(n) };
}

/** The eight 16-bit groups of an IPv6 literal as the URL parser writes it ("[::1]"), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.startsWith('[') || !host.endsWith(']')) return null;
  const [head = '', tail] = host.slice(1, -1).split('::');
  const read = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = read(head);
  const end = tail === undefined ? [] : read(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

function ipv6Kind(host: string): IpKind | null {
  const groups = ipv6Groups(host);
  if (!groups) return null;
  const address = host.slice(1, -1);
  const [first = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  let kind: IpAddressKind = 'public';
  if (zeroUpTo(7) && groups[7] === 1) kind = 'loopback';
  else if (zeroUpTo(8)) kind = 'reserved';
  else if (zeroUpTo(5) && groups[5] === 0xffff)
    kind = ipv4Class(groups[6]! * 65536 + groups[7]!); // IPv4-mapped
  else if (first >= 0xfe80 && first <= 0xfebf) kind = 'link-local';
  else if (first >= 0xfc00 && first <= 0xfdff) kind = 'private';
  else if (first >= 0xff00) kind = 'multicast';
  return { address, kind };
}
