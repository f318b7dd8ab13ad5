import type { QueryKey } from '@tanstack/react-query';
import { keyUserId } from '../scope-key.ts';

/**
 * What of the query cache may be written to IndexedDB, and for how long. Every key of user data starts with
 * `scopeKey(…)` and then its feature's name (the key factories in src/features/<feature>/queries.ts); the
 * allow-list names those features, so a query is persisted only when someone decided it may be.
 *
 * Persisted: the lists and details a merchant checks on the go — organizations with their balances,
 * payments (list, metrics, one payment), payouts, notifications, on-ramp requests, the team and invitations —
 * and the reference lists they are formatted with (currencies, statuses).
 * Never: tokens and the session (cookies, never queries), signing keys (`api-keys`), the profile (MFA state,
 * notification-configuration secrets, channels), the payment configuration (provider credentials), and the
 * all-loaded payment list (`transactions/infinite`, up to tens of thousands of rows: too large to restore quickly).
 */
const PERSISTED_FEATURES: ReadonlySet<string> = new Set([
  'organizations',
  'transactions',
  'transaction-options',
  'payouts',
  'notifications',
  'onramp',
  'team',
  // the provider's currencies (src/api/currencies.ts) and brand records; the reference lists of the forms
  'config',
  'reference',
]);

/** Parts of an allowed feature that are still never persisted (the second segment after the feature). */
const EXCLUDED_PARTS: Readonly<Record<string, ReadonlySet<string>>> = {
  transactions: new Set(['infinite']),
};

/**
 * How long a saved cache may be restored: 7 days. Long enough to open the app offline after a weekend or a
 * week's trip and still see the last balances (each marked "as of" its time); short enough that a lost or
 * shared device does not keep a user's payments for longer than a working week after their last visit.
 */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The IndexedDB entry (idb-keyval's default store) of one user's cache. */
export const persistedEntryKey = (userId: string) => `query-cache:${userId}`;

/** True when the query under `queryKey` may be persisted for `userId` (its key says it is that user's). */
export function isPersistable(queryKey: QueryKey, userId?: string): boolean {
  const owner = keyUserId(queryKey);
  if (owner === undefined || owner === '' || (userId !== undefined && owner !== userId)) return false;
  const feature = queryKey[1];
  if (typeof feature !== 'string' || !PERSISTED_FEATURES.has(feature)) return false;
  const part = queryKey[2];
  return !(typeof part === 'string' && EXCLUDED_PARTS[feature]?.has(part));
}
