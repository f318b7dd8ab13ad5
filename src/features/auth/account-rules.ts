import { translate } from '../../i18n/translate.ts';
import { authMessages } from './messages/index.ts';

/*
 * The checks of the forms that create an account or choose a password (registration, reset, change), one whole
 * message per field, translated when the check runs. The provider repeats them (contract NewPassword,
 * RegisterRequest).
 */

export function nameError(value: string): string | null {
  return value.trim() ? null : translate(authMessages, 'nameMissing');
}

export function currentPasswordError(value: string): string | null {
  return value.trim() ? null : translate(authMessages, 'currentPasswordMissing');
}

/** The rule the provider enforces (contract NewPassword); `passwordRule` states it next to every such field. */
export function newPasswordError(value: string): string | null {
  if (!value) return translate(authMessages, 'passwordMissing');
  if (value.length < 8) return translate(authMessages, 'passwordTooShort');
  if (value.length > 128) return translate(authMessages, 'passwordTooLong');
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value))
    return translate(authMessages, 'passwordLetterAndDigit');
  return null;
}

/** A new password that must also differ from the current one (the change-password form). */
export function changedPasswordError(value: string, current: string): string | null {
  return newPasswordError(value) ?? (value === current ? translate(authMessages, 'passwordUnchanged') : null);
}

export function confirmError(password: string, confirmation: string): string | null {
  if (!confirmation) return translate(authMessages, 'confirmationMissing');
  return password === confirmation ? null : translate(authMessages, 'confirmationMismatch');
}
