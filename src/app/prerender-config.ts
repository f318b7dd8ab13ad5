import type { RuntimeConfig } from '../api/runtime-config.ts';
import type { OidcSettings } from '../session/context.tsx';

/**
 * The configuration the sign-in page is prerendered with. The real one is read in the browser; what the page
 * shows depends only on whether an identity provider is configured (the server of `npm start` always offers
 * one), so the prerender has its button, and the page hides it until the app knows its name (`.bo-oidc-button`
 * in scripts/vite/sign-in-page.ts).
 */
export const PRERENDER_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  jwtPublicKey: '',
  vapidPublicKey: '',
  oidcIssuer: 'https://identity-provider.invalid',
  oidcClientId: 'prerender',
};

/** The button's provider when the configuration names none: the sandbox's, by its product name. */
// eslint-disable-next-line i18n/no-literal-ui-text -- a product's name, written so in every language
const DEFAULT_OIDC_NAME = 'Sandbox ID';

/** The identity provider a configuration offers on the sign-in screen, if any. */
export function oidcSettingsOf(config: RuntimeConfig): OidcSettings | null {
  return config.oidcIssuer && config.oidcClientId
    ? { issuer: config.oidcIssuer, clientId: config.oidcClientId, name: config.oidcName ?? DEFAULT_OIDC_NAME }
    : null;
}

/** What the prerendered screen offers, whatever the real configuration: its hydration renders this first. */
export const PRERENDERED_OIDC = oidcSettingsOf(PRERENDER_CONFIG);
