import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's side of passkeys (WebAuthn). @simplewebauthn/browser is imported only when a ceremony starts:
 * never in a first visit's JavaScript (the sign-in page's budget), only once the user asks for a passkey.
 */

const library = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (a secure context with PublicKeyCredential). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function conditionalMediationAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/**
 * Asks the browser for an assertion (navigator.credentials.get). `conditional`: offered in the autofill of the
 * field marked `autocomplete="… webauthn"` rather than in a dialog. A new ceremony cancels a pending one (the
 * library's own abort service), as `signal` does.
 */
export async function passkeyAssertion(
  options: PublicKeyCredentialRequestOptionsJSON,
  { conditional = false, signal }: { conditional?: boolean; signal?: AbortSignal } = {},
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication, WebAuthnAbortService } = await library();
  signal?.throwIfAborted();
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await startAuthentication({ optionsJSON: options, useBrowserAutofill: conditional });
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** Asks the browser to create a passkey (navigator.credentials.create). */
export async function passkeyRegistration(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON: options });
}

/**
 * A ceremony the user (or the app) ended: dismissed, timed out, or replaced by another. Browsers report all of
 * them as NotAllowedError (or AbortError when the app aborts): nothing to tell the user.
 */
export function isCancelledCeremony(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The authenticator already holds a passkey of this account (one of `excludeCredentials`). */
export function isAlreadyRegistered(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/** A name to suggest for a new passkey: the device, as the browser describes itself. */
export function suggestedPasskeyName(userAgent: string = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /CrOS/.test(userAgent)
              ? 'Chromebook'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : '';
  return [device, browser].filter(Boolean).join(' · ');
}
