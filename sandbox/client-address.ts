import type { Context } from 'hono';

/** What @hono/node-server passes as a request's env: the Node request, whose socket knows the peer. */
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Every request without a known connection (in-process calls) shares this one address. */
const UNKNOWN_ADDRESS = 'unknown';

/**
 * The reverse proxies whose X-Forwarded-For may be believed: SANDBOX_TRUSTED_PROXIES, their exact addresses
 * separated by commas (docs/configuration.md). None by default.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.SANDBOX_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The client's own address: the TCP peer of the connection. X-Forwarded-For is read only when that peer is one
 * of `trustedProxies`, and then from the right (the entries the proxies appended; anything to their left the
 * client wrote itself): the first address that is not a trusted proxy. What the audit log shows as "From where".
 */
export function clientPeerAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer) return UNKNOWN_ADDRESS;
  const client = unmapped(peer);
  if (!trustedProxies.includes(client)) return client;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((entry) => unmapped(entry.trim()));
  return forwarded.reverse().find((entry) => entry && !trustedProxies.includes(entry)) ?? client;
}

/**
 * The client address the per-address limits count: the client's own (`clientPeerAddress`), except that an IPv6
 * client is its /64: one home or phone is given a whole /64 and can pick any address in it.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const client = clientPeerAddress(c, trustedProxies);
  return client.includes(':') ? `${ipv6Groups(client).slice(0, 4).join(':')}::/64` : client;
}

/** An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is its IPv4 address. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/** The eight groups of an IPv6 address, `::` expanded (zone ids dropped). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
