/**
 * The provider's webhook rule (openapi/provider.yaml, updatePaymentConfig and updateProfile's notification
 * webhook): https on a public host name, no user info, no IP address, no localhost. The provider connects to the
 * URL from inside its network, so a loopback, private, link-local or metadata address (169.254.169.254) would let
 * a merchant make it call internal services, and credentials in a URL end up in logs. One copy: the sandbox
 * enforces it (sandbox/webhook-url.ts) and the app checks it before sending, so the reason shows under the field.
 */

/** Why the URL is refused, worded to follow "The webhook " (or "webhookUrl "), or null when it is taken. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an https URL';
  }
  if (url.protocol !== 'https:' || url.hostname === '') return 'must be an https URL';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  // the URL parser has lower-cased the host and written numeric IPv4 forms (2130706433, 0x7f.1) as dotted
  const host = url.hostname.replace(/\.$/, '');
  const ip = ipv4Kind(host) ?? ipv6Kind(host);
  if (ip) return `must use a public host name, not an IP address (${ip.address} is ${ip.kind} address)`;
  if (!isPublicName(host)) return `must use a public host name, not ${host}`;
  return null;
}

/** Names that resolve to the machine itself or only inside a network, and names without a dot. */
function isPublicName(host: string): boolean {
  if (!host.includes('.')) return false;
  return !['localhost', 'local', 'internal', 'home.arpa'].some(
    (suffix) => host === suffix || host.endsWith(`.${suffix}`),
  );
}

interface IpKind {
  address: string;
  kind: string;
}

/** Ranges of IANA's special-purpose registry that must never be reached, first match wins. */
const IPV4_RANGES: [string, number, string][] = [
  ['0.0.0.0', 8, 'a reserved'],
  ['127.0.0.0', 8, 'a loopback'],
  ['10.0.0.0', 8, 'a private'],
  ['172.16.0.0', 12, 'a private'],
  ['192.168.0.0', 16, 'a private'],
  ['169.254.0.0', 16, 'a link-local'],
  ['100.64.0.0', 10, 'a shared (CGNAT)'],
  ['224.0.0.0', 4, 'a multicast'],
  ['240.0.0.0', 4, 'a reserved'],
  ['192.0.0.0', 24, 'a reserved'],
  ['198.18.0.0', 15, 'a reserved'],
];

function ipv4Number(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return null;
  return parts.reduce((n, part) => n * 256 + part, 0);
}

function ipv4Class(n: number): string {
  for (const [base, bits, kind] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    if (Math.floor(n / size) === Math.floor(ipv4Number(base)! / size)) return kind;
  }
  return 'a public';
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
  let kind = 'a public';
  if (zeroUpTo(7) && groups[7] === 1) kind = 'a loopback';
  else if (zeroUpTo(8)) kind = 'a reserved';
  else if (zeroUpTo(5) && groups[5] === 0xffff)
    kind = ipv4Class(groups[6]! * 65536 + groups[7]!); // IPv4-mapped
  else if (first >= 0xfe80 && first <= 0xfebf) kind = 'a link-local';
  else if (first >= 0xfc00 && first <= 0xfdff) kind = 'a private';
  else if (first >= 0xff00) kind = 'a multicast';
  return { address, kind };
}
