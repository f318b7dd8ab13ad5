import { translate } from '../i18n/translate.ts';
import { withTranslatedMessage } from '../lib/translated-error.ts';
import { apiMessages } from './messages/index.ts';

/**
 * Runtime configuration served with the app as /config.json, so that one build can point at any provider.
 * Read once at start; the values are public (base URL and public keys), never secrets.
 */
export interface RuntimeConfig {
  /** provider base URL without trailing slash; '' means the app's own origin */
  apiBaseUrl: string;
  /** base64 of the PEM public key that signs access tokens (docs/product/05-validation.md §5.1) */
  jwtPublicKey: string;
  /** VAPID application server key for Web Push */
  vapidPublicKey: string;
  /** optional: the external OpenID Connect issuer the login page offers ("Continue with …") */
  oidcIssuer?: string;
  /** optional: this app's client id at that issuer (required with oidcIssuer) */
  oidcClientId?: string;
  /** optional: the provider's name on the button (default "Sandbox ID") */
  oidcName?: string;
  /**
   * optional (issue 33): exact origins (`http://127.0.0.1:4599`) a webhook URL may use beside the provider's
   * public-host rule, as the provider was told to allow them (docs/configuration.md); checked where it is
   * used (src/api/webhook-allowed-origins.ts), which is not on the first visit's path
   */
  webhookAllowedOrigins?: string[];
}

const OPTIONAL_STRINGS = ['oidcIssuer', 'oidcClientId', 'oidcName'];

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    ['apiBaseUrl', 'jwtPublicKey', 'vapidPublicKey'].every((key) => typeof record[key] === 'string') &&
    OPTIONAL_STRINGS.every((key) => record[key] === undefined || typeof record[key] === 'string')
  );
}

declare global {
  interface Window {
    /** the request for /config.json that public/config-boot.js started while the bundle downloaded */
    __bootConfig?: Promise<Response> | null;
  }
}

/**
 * The early request of public/config-boot.js, taken once (a response body is read once), or undefined when the
 * script has not run yet: the null left behind then tells it not to start a second request.
 */
function takeEarlyRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__bootConfig ?? undefined;
  window.__bootConfig = null;
  return early;
}

/**
 * /config.json could not be fetched at all: the device is offline, or the server cannot be reached, and the
 * worker holds no saved copy. Not a misconfiguration: the start screen offers to retry (src/app/offline-start.tsx).
 */
export class RuntimeConfigUnreachableError extends Error {
  override readonly name = 'RuntimeConfigUnreachableError';
  constructor(cause: unknown) {
    const message = () => translate(apiMessages, 'configUnreachable');
    super(message(), { cause });
    withTranslatedMessage(this, message);
  }
}

/**
 * /config.json answered with an HTTP error or a malformed body: the start's configuration error shows this. Its
 * message is worded when shown (src/app/config-error.tsx), in the language the page has by then: it is made
 * while that language's catalog may still be loading.
 */
function configError(message: () => string): Error {
  return withTranslatedMessage(new Error(message()), message);
}

/** A fetch that failed at the network level (fetch rejects with a TypeError then), not one the caller aborted. */
function unreachable(error: unknown): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new RuntimeConfigUnreachableError(error);
}

/**
 * Fetches and checks /config.json. Throws RuntimeConfigUnreachableError when the network gives no answer, and
 * an Error with a readable message when the answer is an HTTP error or malformed.
 */
export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const fetchNow = () => fetch('/config.json', { cache: 'no-store', signal });
  const early = signal ? undefined : takeEarlyRequest();
  // a failed early request is tried once more, as if it had never been started
  const response = await (early ? early.catch(fetchNow) : fetchNow()).catch(unreachable);
  if (!response.ok) {
    const status = String(response.status);
    throw configError(() => translate(apiMessages, 'configHttpError', { status }));
  }
  const body: unknown = await response.json().catch(() => null);
  // a missing key must reach the login page as a visible configuration error (docs/product/05-validation.md
  // §5.1, docs/product/08-errors.md §8.3), not stop the app
  if (typeof body === 'object' && body !== null && !('jwtPublicKey' in body))
    Object.assign(body, { jwtPublicKey: '' });
  if (!isRuntimeConfig(body)) throw configError(() => translate(apiMessages, 'configMalformed'));
  return { ...body, apiBaseUrl: body.apiBaseUrl.replace(/\/+$/, '') };
}
