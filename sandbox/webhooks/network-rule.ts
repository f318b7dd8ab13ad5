/**
 * Where the sender may connect, checked at each attempt (the configuration was checked when saved, but a name
 * can be made to point elsewhere later): the webhook rule (src/shared/webhook-url.ts: https, a public host
 * name), plus the operator's exact allow-listed origins (SANDBOX_WEBHOOK_ALLOWED_ORIGINS, the local receiver's
 * one), and a public name must resolve only to public addresses, which are then the only ones connected to
 * (transport.ts).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ipAddressKind, webhookUrlProblem } from '../../src/shared/webhook-url.ts';

/** Names that never resolve (RFC 2606, RFC 6761): the seed's merchant.example endpoints, test names. */
const RESERVED_SUFFIXES = ['example', 'test', 'invalid'];
/** The second-level names RFC 2606 reserves for examples. */
const DOCUMENTATION_DOMAINS = ['example.com', 'example.net', 'example.org'];

export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where an attempt may connect: the addresses to use (already checked), or why it must not. */
export type Destination = { addresses: string[]; refusal?: undefined } | { refusal: string };

/**
 * Where the sender may connect for `url` (issue 46: resolved once, here; the connection then uses exactly these
 * addresses, so a name that answers differently the second time, DNS rebinding, changes nothing), or why it must
 * not, as the attempt's error. An allow-listed origin is taken as the operator wrote it (a local address on
 * purpose): its name is resolved but not judged. An IP literal needs no lookup (and the rule refuses it anyway,
 * unless allow-listed).
 */
export async function destinationOf(
  url: string,
  allowedOrigins: readonly string[],
  resolve: Resolve,
): Promise<Destination> {
  const problem = webhookUrlProblem(url, allowedOrigins);
  if (problem) return { refusal: `Not sent: the webhook URL ${problem}` };
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host)) return { addresses: [] };
  const allowed = allowedOrigins.includes(parsed.origin);
  if (!allowed && RESERVED_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return { refusal: `Could not resolve ${host} (a reserved name that never resolves)` };
  // these do resolve (to IANA's servers), but no merchant can own them: tests use them, and must stay offline
  if (!allowed && DOCUMENTATION_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)))
    return { refusal: `Not sent: ${host} is reserved for documentation (RFC 2606)` };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { refusal: `Could not resolve ${host}` };
  }
  if (addresses.length === 0) return { refusal: `Could not resolve ${host}` };
  if (allowed) return { addresses };
  // every address is judged: the connection may use any of them
  const inner = addresses.find((address) => ipAddressKind(address) !== 'public');
  return inner === undefined
    ? { addresses }
    : { refusal: `Not sent: ${host} resolves to ${inner}, which is not a public address` };
}

/**
 * The exact origins SANDBOX_WEBHOOK_ALLOWED_ORIGINS lists (comma-separated), each checked to be an origin
 * (scheme, host and port, nothing else): a path or a typo would otherwise silently allow nothing, or too much.
 */
export function allowedOriginsFrom(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || !['http:', 'https:'].includes(parsed.protocol))
      throw new Error(
        `SANDBOX_WEBHOOK_ALLOWED_ORIGINS: ${origin} is not an origin like http://127.0.0.1:4599`,
      );
  }
  return origins;
}
