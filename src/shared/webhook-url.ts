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
  const written = url.hostname;
  // one trailing dot is the root of a fully qualified name; any other empty label ("localhost..",
  // "a..example") names nothing a resolver answers for the same, and would slip past the suffixes below
  const host = written.endsWith('.') ? written.slice(0, -1) : written;
  const ip = ipv4Kind(host) ?? ipv6Kind(host);
  if (ip) return { rule: 'ip-address', ...ip };
  if (host.split('.').includes('')) return { rule: 'host-name', host: written };
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
  // documentation (TEST-NET-1, 2 and 3)
  ['192.0.2.0', 24, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
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
  return groups ? { address: host.slice(1, -1), kind: ipv6Class(groups) } : null;
}

/** The IPv4 address held by two groups, from `index`. */
const ipv4At = (groups: number[], index: number) => groups[index]! * 65536 + groups[index + 1]!;

/** A public IPv4 address carried inside a range that is not itself globally reachable is not public. */
const notPublic = (kind: IpAddressKind): IpAddressKind => (kind === 'public' ? 'reserved' : kind);

/**
 * The kind of an IPv6 address. The forms that carry an IPv4 address (issue 46) are judged by that address: a
 * packet to 64:ff9b::a00:1 or 2002:a00:1:: reaches 10.0.0.1 through a translator or a relay of the provider's
 * network. Outside the global unicast block 2000::/3 nothing else is public.
 */
function ipv6Class(groups: number[]): IpAddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(7) && groups[7] === 1) return 'loopback';
  if (zeroUpTo(8)) return 'reserved';
  // IPv4-mapped ::ffff:0:0/96, IPv4-translated (SIIT) ::ffff:0:0:0/96, IPv4-compatible ::/96 (deprecated)
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4Class(ipv4At(groups, 6));
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return ipv4Class(ipv4At(groups, 6));
  if (zeroUpTo(6)) return ipv4Class(ipv4At(groups, 6));
  if (g0 === 0x64 && g1 === 0xff9b) {
    // NAT64's well-known prefix 64:ff9b::/96 (RFC 6052)
    if (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Class(ipv4At(groups, 6));
    // the local-use prefix 64:ff9b:1::/48 (RFC 8215): the network's own translator, never public
    if (g2 === 1) return notPublic(ipv4Class(ipv4At(groups, 6)));
  }
  if (g0 >= 0xfe80 && g0 <= 0xfebf) return 'link-local';
  if (g0 >= 0xfc00 && g0 <= 0xfdff) return 'private';
  if (g0 >= 0xff00) return 'multicast';
  // anything else outside 2000::/3 (discard 100::/64, site-local fec0::/10, the unassigned rest)
  if (g0 < 0x2000 || g0 > 0x3fff) return 'reserved';
  // 6to4 2002::/16 (RFC 3056): the relay's IPv4 address is bits 16 to 47
  if (g0 === 0x2002) return ipv4Class(ipv4At(groups, 1));
  if (g0 === 0x2001 && g1 === 0) {
    // Teredo 2001::/32 (RFC 4380): the server's address, then the client's with every bit inverted
    const server = ipv4Class(ipv4At(groups, 2));
    if (server !== 'public') return server;
    return ipv4Class((~ipv4At(groups, 6) >>> 0) % 2 ** 32);
  }
  // documentation 2001:db8::/32 and 3fff::/20, benchmarking 2001:2::/48
  if (g0 === 0x2001 && (g1 === 0xdb8 || (g1 === 2 && g2 === 0))) return 'reserved';
  if (g0 === 0x3fff && g1 <= 0x0fff) return 'reserved';
  // an ISATAP interface identifier (RFC 5214, ::0:5efe:a.b.c.d or ::200:5efe:a.b.c.d) carries one too
  if ((g4 === 0 || g4 === 0x200) && g5 === 0x5efe) return ipv4Class(ipv4At(groups, 6));
  return 'public';
}
