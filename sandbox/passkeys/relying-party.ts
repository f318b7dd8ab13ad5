import type { Context } from 'hono';
import { BRANDS, PARTNER_HOST, brandForHost } from '../../src/shared/brands.ts';
import { ApiError } from '../http.ts';

/** Who the browser must have been talking to: the ceremony's RP ID, the origins it accepts, the brand's name. */
export interface RelyingParty {
  rpId: string;
  origins: string[];
  rpName: string;
}

const LOCAL = /^(?:[a-z0-9-]+\.)*localhost$/;

/**
 * The host names a passkey may be registered and used on: each brand's host (the brands' own domains and the
 * partner host, VITE_PARTNER_HOST) and, for development and tests, `localhost` and any `*.localhost`.
 */
function brandHosts(env: NodeJS.ProcessEnv): Set<string> {
  const hosts = Object.values(BRANDS).map((brand) => new URL(brand.website).hostname);
  hosts.push((env.VITE_PARTNER_HOST || PARTNER_HOST).trim().toLowerCase());
  return new Set(hosts);
}

/**
 * The relying party of a request, from its Host (the app and the API share one origin per brand host): its RP ID
 * is the host name itself, so a passkey made on one brand's host is never offered or accepted on another's. The
 * expected origin is that host over https, or over http too on localhost (a secure context for browsers). A host
 * that is no brand's → 400.
 */
export function relyingPartyOf(c: Context, env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const host = (c.req.header('Host') ?? new URL(c.req.url).host).trim().toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const local = LOCAL.test(hostname);
  if (!local && !brandHosts(env).has(hostname))
    throw new ApiError(400, `Passkeys cannot be used on this address (${hostname})`);
  return {
    rpId: hostname,
    origins: local ? [`http://${host}`, `https://${host}`] : [`https://${host}`],
    rpName: brandForHost(hostname, env.VITE_PARTNER_HOST || PARTNER_HOST).name,
  };
}
