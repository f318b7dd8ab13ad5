/** Pure rules of the API key screen: expiry choices, "never", the masked key. */
import { translate } from '../../i18n/translate.ts';
import { apiKeysMessages } from './messages/index.ts';

/** The expiry a new key may get; `null` days = never expires (the contract: no expiresInDays). */
export const EXPIRY_CHOICES = [
  { value: '30', days: 30 },
  { value: '90', days: 90 },
  { value: '365', days: 365 },
  { value: 'never', days: null },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** What a new key's form starts with: a quarter, the common default of the dashboards users know. */
export const DEFAULT_EXPIRY: ExpiryChoice = '90';

/** A choice as the form names it, in the language spoken now ("90 days", "Never"). */
export function expiryLabel(days: number | null): string {
  return days === null
    ? translate(apiKeysMessages, 'expiryNever')
    : translate(apiKeysMessages, 'expiryDays', { days });
}

/** The days to send for a choice; undefined = never (the field is left out of the request). */
export function expiresInDaysFor(choice: string): number | undefined {
  return EXPIRY_CHOICES.find((entry) => entry.value === choice)?.days ?? undefined;
}

/**
 * docs/product/09-constants.md §9.5: an expiry more than 10 years ahead displays as NEVER. Ten calendar years
 * from `now` (not 3650 days, which leap years make shorter).
 */
export function isNeverExpiring(expiresAt: string, now: Date = new Date()): boolean {
  const expires = new Date(expiresAt);
  if (Number.isNaN(expires.getTime())) return false;
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + 10);
  return expires.getTime() > limit.getTime();
}

/** True once the expiry has passed: such a key no longer signs anything, like a revoked one. */
export function isExpired(expiresAt: string, now: Date = new Date()): boolean {
  const expires = new Date(expiresAt);
  return !Number.isNaN(expires.getTime()) && expires.getTime() <= now.getTime();
}

/** The visible start of a key, then dots for the part that is never shown again ("pk_test_ab12••••"). */
export function maskedKey(prefix: string): string {
  return `${prefix}${'•'.repeat(4)}`;
}

/**
 * Invisible characters the provider trims (sandbox/README.md, "Names"): spaces, and format characters such as
 * U+200B.
 */
const INVISIBLE_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** The message for a key name, or null when it is fine (the provider's rule: 1 to 64 visible characters). */
export function keyNameError(name: string): string | null {
  const trimmed = name.replace(INVISIBLE_EDGES, '');
  if (!trimmed) return translate(apiKeysMessages, 'nameMissing');
  if (trimmed.length > 64) return translate(apiKeysMessages, 'nameTooLong');
  return null;
}

/** The name as the provider will store it (trimmed the same way). */
export function cleanKeyName(name: string): string {
  return name.replace(INVISIBLE_EDGES, '');
}
