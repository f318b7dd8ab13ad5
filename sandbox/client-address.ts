import type { Context } from 'hono';

/** What @hono/node-server passes as a request's env: the Node request, whose socket knows the peer. */
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Every request without a known connection (in-process calls) shares this one address. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client address the per-address limits count: the TCP peer of the connection. X-Forwarded-For is never
 * read, because any client can send it (behind a reverse proxy every client therefore counts as the proxy).
 * An IPv6 client is its /64: one home or phone is given a whole /64 and can pick any address in it.
 */
export function clientAddress(c: Context): string {
  const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer) return UNKNOWN_ADDRESS;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer);
  if (mapped) return mapped[1]!;
  if (!peer.includes(':')) return peer;
  return `${ipv6Groups(peer).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded (zone ids dropped). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
