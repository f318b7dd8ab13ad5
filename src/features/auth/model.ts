import type { TokenPair } from '../../api/session-port.ts';

/** The rule the provider enforces (contract NewPassword), stated next to every new-password field. */
export const PASSWORD_RULE_TEXT = 'At least 8 characters, with at least one letter and one digit.';

/** Validation messages shown next to fields (the provider repeats these checks). */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address';
  // the shape users expect: something@domain.tld, no spaces
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return 'Enter a valid email address, like name@example.com';
  return null;
}

export function newPasswordError(value: string): string | null {
  if (!value) return 'Choose a password';
  if (value.length < 8) return 'Use at least 8 characters';
  if (value.length > 128) return 'Use at most 128 characters';
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return 'Use at least one letter and one digit';
  return null;
}

export function confirmError(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Repeat the password';
  return password === confirmation ? null : 'The passwords do not match';
}

export function requiredError(value: string, what: string): string | null {
  return value.trim() ? null : `Enter ${what}`;
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
