/**
 * /config.json, the app's runtime configuration (docs/configuration.md), built here for both `npm start`
 * (web-server.ts) and `npm run dev` (dev-middleware.ts), so the two never tell the app different things.
 */
import { OIDC_CLIENT_ID } from './oidc/issuer.ts';
import { allowedOriginsFrom } from './webhooks/network-rule.ts';

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
  /**
   * issue 33: the exact origins a webhook URL may use beside the rule's public host names
   * (SANDBOX_WEBHOOK_ALLOWED_ORIGINS: the local receiver's), so the app's check takes what the provider takes
   */
  webhookAllowedOrigins?: string[];
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
    ...webhookOrigins(env),
    ...(env.OIDC_ISSUER ? { oidcIssuer: env.OIDC_ISSUER } : {}),
    ...(env.OIDC_CLIENT_ID ? { oidcClientId: env.OIDC_CLIENT_ID } : {}),
  };
}

/** The allow-listed webhook origins, when there are any (absent otherwise: the app's rule alone). */
function webhookOrigins(env: NodeJS.ProcessEnv): Pick<RuntimeSettings, 'webhookAllowedOrigins'> {
  const origins = allowedOriginsFrom(env.SANDBOX_WEBHOOK_ALLOWED_ORIGINS);
  return origins.length ? { webhookAllowedOrigins: origins } : {};
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
