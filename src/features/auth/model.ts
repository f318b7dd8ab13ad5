import type { TokenPair } from '../../api/session-port.ts';
import { translate } from '../../i18n/translate.ts';
import { signInMessages } from './sign-in/messages/index.ts';

/*
 * The checks of the forms that choose a password or a name are in account-rules.ts: this module is loaded by the
 * sign-in page, which must not load those forms' messages with it.
 */

/** The message next to an email field (the provider repeats this check); its words are the sign-in screen's. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return translate(signInMessages, 'emailMissing');
  // the shape users expect: something@domain.tld, no spaces
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return translate(signInMessages, 'emailInvalid');
  return null;
}

/**
 * docs/product/03-entities.md §3.5: the organization name defaults to the name followed by 's organization.
 */
export function defaultOrganizationName(name: string): string {
  return `${name.trim()}'s organization`;
}

/** What login and the external provider's login return: a session, or the MFA step to take. */
export interface LoginResult {
  mfa_status: 'skipped' | 'disabled' | 'enabled' | 'not-initiated';
  tokens?: TokenPair;
  id?: string;
  /** the MFA step's challenge, sent back with `id` by the mfa/* calls */
  challenge?: string;
}
