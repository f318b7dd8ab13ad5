import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ApiClient } from '../../../api/client.ts';
import { dataOf } from '../../../api/client.ts';
import { translate } from '../../../i18n/translate.ts';
import { withTranslatedMessage } from '../../../lib/translated-error.ts';
import {
  conditionalMediationAvailable,
  isCancelledCeremony,
  passkeyAssertion,
  passkeysSupported,
} from '../../../lib/webauthn.ts';
import type { CookieSession } from '../../../session/cookie-session.ts';
import { establishSession } from '../../../session/establish.ts';
import { clearPendingMfa } from '../../../session/pending-mfa.ts';
import { passkeySignInMessages } from './messages/index.ts';

/*
 * A sign-in with a passkey, loaded only when the user asks for one (the button, or the e-mail field's first
 * focus for the autofill): none of it, nor @simplewebauthn/browser, is in the sign-in page's first visit.
 */

/** 'signedIn': the session is established; 'cancelled': the user (or the app) ended the ceremony, nothing to say. */
export type PasskeyOutcome = 'signedIn' | 'cancelled';

interface Ceremony {
  api: ApiClient;
  session: CookieSession;
  /** offered in the e-mail field's autofill rather than a dialog */
  conditional?: boolean;
  signal?: AbortSignal;
}

/**
 * Options from the provider, the browser's assertion, then the provider's verification: its `{user, tokens}` is
 * the session a completed MFA step gives (a passkey is both factors), established the same way.
 */
export async function signInWithPasskey({
  api,
  session,
  conditional = false,
  signal,
}: Ceremony): Promise<PasskeyOutcome> {
  if (!passkeysSupported())
    throw withTranslatedMessage(new Error(), () => translate(passkeySignInMessages, 'unsupported'));
  // the e-mail field's autofill, where the browser offers passkeys there; elsewhere nothing to wait for
  if (conditional && !(await conditionalMediationAvailable())) return 'cancelled';
  const options = await dataOf(api.POST('/v1/auth/passkey/options', { body: {}, signal }));
  let response;
  try {
    response = await passkeyAssertion(options as PublicKeyCredentialRequestOptionsJSON, {
      conditional,
      signal,
    });
  } catch (error) {
    if (isCancelledCeremony(error) || signal?.aborted) return 'cancelled';
    console.warn('[passkey] the browser refused the sign-in ceremony', error);
    throw withTranslatedMessage(new Error(), () => translate(passkeySignInMessages, 'failed'));
  }
  // the extension outputs as a plain object: the contract types them as an open map
  const body = { response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } } };
  const result = await dataOf(api.POST('/v1/auth/passkey/verify', { body }));
  // a password login's MFA step left pending in this tab is over: this sign-in needs none
  clearPendingMfa();
  await establishSession(session, result.tokens);
  return 'signedIn';
}
