/**
 * /config.json, the app's runtime configuration (docs/configuration.md), built here for both `npm start`
 * (web-server.ts) and `npm run dev` (dev-middleware.ts), so the two never tell the app different things.
 */
import { OIDC_CLIENT_ID } from './oidc/issuer.ts';

/** What the server was started with: the provider the app talks to and its public keys; never secrets. */
export interface RuntimeSettings {
  apiBaseUrl: string;
  jwtPublicKey: string;
  vapidPublicKey: string;
  /** the external identity provider; absent: the sandbox's own issuer at /oidc on the origin the app was loaded from */
  oidcIssuer?: string;
  oidcClientId?: string;
  /** the image service's URL endpoint (logos, avatars): its origin is the only remote one images may load from */
  imageUrlEndpoint?: string;
}

export type RuntimeConfig = RuntimeSettings & { oidcIssuer: string; oidcClientId: string };

/** The sandbox's own values, for every setting the environment does not name. */
export interface SandboxKeys {
  publicKeyBase64: string;
  vapidPublicKey: string;
}

/** The settings of the table in docs/configuration.md from the environment, else the sandbox's own values. */
export function runtimeSettingsFromEnv(
  sandbox: SandboxKeys,
  imageUrlEndpoint: string,
  env: NodeJS.ProcessEnv = process.env,
): RuntimeSettings {
  return {
    apiBaseUrl: env.API_BASE_URL ?? '',
    jwtPublicKey: env.JWT_PUBLIC_KEY ?? sandbox.publicKeyBase64,
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? sandbox.vapidPublicKey,
    imageUrlEndpoint,
    ...(env.OIDC_ISSUER ? { oidcIssuer: env.OIDC_ISSUER } : {}),
    ...(env.OIDC_CLIENT_ID ? { oidcClientId: env.OIDC_CLIENT_ID } : {}),
  };
}

/**
 * The /config.json answer to a request. The sandbox's issuer is named on the origin the request reached: one
 * server answers several host names (one per brand), and the sign-in redirect must come back to the same one.
 */
export function runtimeConfigFor(settings: RuntimeSettings, requestUrl: string): RuntimeConfig {
  return {
    ...settings,
    oidcIssuer: settings.oidcIssuer ?? new URL('/oidc', requestUrl).href,
    oidcClientId: settings.oidcClientId ?? OIDC_CLIENT_ID,
  };
}
