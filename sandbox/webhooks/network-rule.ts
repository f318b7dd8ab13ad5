/**
 * Where the sender may connect, checked at each attempt (the configuration was checked when saved, but a name
 * can be made to point elsewhere later): the webhook rule (src/shared/webhook-url.ts: https, a public host
 * name), plus the operator's exact allow-listed origins (SANDBOX_WEBHOOK_ALLOWED_ORIGINS, the local receiver's
 * one), and a public name must resolve only to public addresses.
 */
import { lookup } from 'node:dns/promises';
import { ipAddressKind, webhookUrlProblem } from '../../src/shared/webhook-url.ts';

/** Names that never resolve (RFC 2606, RFC 6761): the seed's merchant.example endpoints, test names. */
const RESERVED_SUFFIXES = ['example', 'test', 'invalid'];
/** The second-level names RFC 2606 reserves for examples. */
const DOCUMENTATION_DOMAINS = ['example.com', 'example.net', 'example.org'];

export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why the sender must not connect to `url`, as the attempt's error, or null when it may. An allow-listed
 * origin is taken as the operator wrote it (it is a local address on purpose).
 */
export async function refusalToConnect(
  url: string,
  allowedOrigins: readonly string[],
  resolve: Resolve,
): Promise<string | null> {
  const problem = webhookUrlProblem(url, allowedOrigins);
  if (problem) return `Not sent: the webhook URL ${problem}`;
  const parsed = new URL(url);
  if (allowedOrigins.includes(parsed.origin)) return null;
  const host = parsed.hostname.replace(/\.$/, '');
  if (RESERVED_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return `Could not resolve ${host} (a reserved name that never resolves)`;
  // these do resolve (to IANA's servers), but no merchant can own them: tests use them, and must stay offline
  if (DOCUMENTATION_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)))
    return `Not sent: ${host} is reserved for documentation (RFC 2606)`;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `Could not resolve ${host}`;
  }
  const inner = addresses.find((address) => ipAddressKind(address) !== 'public');
  return inner === undefined ? null : `Not sent: ${host} resolves to ${inner}, which is not a public address`;
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
