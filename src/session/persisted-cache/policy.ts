import type { QueryKey } from '@tanstack/react-query';
import { keyUserId } from '../scope-key.ts';

/**
 * What of the query cache may be written to IndexedDB, and for how long. Every key of user data starts with
 * `scopeKey(…)` and then its feature's name (the key factories in src/features/<feature>/queries.ts); the
 * allow-list names those features, so a query is persisted only when someone decided it may be.
 *
 * Persisted: the lists and details a merchant checks on the go — organizations with their balances,
 * payments (list, metrics, one payment), payouts, notifications, the daily digests, on-ramp requests, the team
 * and invitations — the reference lists they are formatted with (currencies, statuses), the provider's list of
 * notification channels, and a redacted copy of the profile (`redactProfile`: who the user is, not their secrets).
 * Never: tokens and the session (cookies, never queries), signing keys (`api-keys`), the profile's
 * notification-configuration values (addresses, chat ids, webhook URLs) and anything else of it not named in
 * `PROFILE_KEPT_FIELDS`, MFA secrets and TOTP data (never in a query), the payment configuration (provider
 * credentials), and the all-loaded payment list (`transactions/infinite`, up to tens of thousands of rows: too
 * large to restore quickly).
 */
const PERSISTED_FEATURES: ReadonlySet<string> = new Set([
  'organizations',
  'transactions',
  'transaction-options',
  'payouts',
  'notifications',
  'onramp',
  'team',
  // the daily digests (issue 32): a digest opened once opens offline too, as a payout does
  'digests',
  // only the parts in ONLY_PARTS.profile, the profile itself redacted (`dataForDisk`)
  'profile',
  // the provider's currencies (src/api/currencies.ts) and brand records; the reference lists of the forms
  'config',
  'reference',
  // issue 34: the menu's saved views (names and filters, no secret), so they are listed and open offline
  'savedViews',
]);

/** Parts of an allowed feature that are still never persisted (the second segment after the feature). */
const EXCLUDED_PARTS: Readonly<Record<string, ReadonlySet<string>>> = {
  transactions: new Set(['infinite']),
};

/** Features of which only these parts are persisted: anything added to them later stays off the disk. */
const ONLY_PARTS: Readonly<Record<string, ReadonlySet<string>>> = {
  profile: new Set(['current', 'notification-channels']),
  // the user's own list; a view read through someone's share link is asked again each time (access may change)
  savedViews: new Set(['list']),
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
  const only = ONLY_PARTS[feature];
  if (only) return typeof part === 'string' && only.has(part);
  return !(typeof part === 'string' && EXCLUDED_PARTS[feature]?.has(part));
}

/**
 * What of the profile (GET /v1/user/profile) goes to disk: who the user is, as the header, the menu and the
 * profile screen show it offline. An allow-list, so a field the provider adds later stays off the disk.
 */
const PROFILE_KEPT_FIELDS = [
  '_id',
  'name',
  'email',
  'avatar',
  'role',
  'mfa_status',
  'isEmailVerified',
  'isAccepted',
  'defaultEnv',
  'organizationId',
  'permissions',
  'createdAt',
] as const;

/** Marks a profile as the redacted copy: never to be edited or saved back (see `isRedactedProfile`). */
const REDACTED_MARK = 'redactedForDisk';

/** Stands for a configured channel's value, which is never written: "configured", and nothing of what. */
export const REDACTED_CHANNEL_VALUE = '(not saved on this device)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The profile as written to disk: `PROFILE_KEPT_FIELDS` as they are, and of the notification configuration
 * only which channels are filled (each value replaced by `REDACTED_CHANNEL_VALUE`), plus `REDACTED_MARK`, so
 * the configuration never reads as empty either (`isRedactedConfig`): the copy may be older than what the
 * provider has, and "please configure your notifications" is asked once, from the provider's answer.
 * Marked as redacted. Idempotent.
 */
export function redactProfile(profile: unknown): unknown {
  if (!isRecord(profile)) return profile;
  const kept: Record<string, unknown> = {};
  for (const field of PROFILE_KEPT_FIELDS) if (field in profile) kept[field] = profile[field];
  const config = isRecord(profile.notificationConfig) ? profile.notificationConfig : {};
  kept.notificationConfig = Object.fromEntries([
    ...Object.entries(config)
      .filter(
        ([channel, value]) => channel !== REDACTED_MARK && typeof value === 'string' && value.trim() !== '',
      )
      .map(([channel]) => [channel, REDACTED_CHANNEL_VALUE]),
    [REDACTED_MARK, REDACTED_CHANNEL_VALUE],
  ]);
  kept[REDACTED_MARK] = true;
  return kept;
}

/** True for the notification configuration of the redacted profile: which channels are filled, not with what. */
export function isRedactedConfig(config: unknown): boolean {
  return isRecord(config) && REDACTED_MARK in config;
}

/** The channels a redacted configuration says are filled. */
export function redactedChannels(config: Record<string, string> | null): string[] {
  return Object.keys(config ?? {}).filter((channel) => channel !== REDACTED_MARK);
}

/**
 * True for the profile restored from disk (until the provider's own replaces it): its notification values are
 * placeholders, so a form must not start from it nor save it back.
 */
export function isRedactedProfile(profile: unknown): boolean {
  return isRecord(profile) && profile[REDACTED_MARK] === true;
}

/** A query's data as it may be written to disk: the profile redacted, anything else as it is. */
function dataForDisk(queryKey: QueryKey, data: unknown): unknown {
  return queryKey[1] === 'profile' && queryKey[2] === 'current' ? redactProfile(data) : data;
}

/** The dehydrated queries with each one's data as `dataForDisk` allows (the one door to the disk and back). */
export function queriesForDisk<T extends { queryKey: QueryKey; state: { data?: unknown } }>(
  queries: T[],
): T[] {
  return queries.map((query) => ({
    ...query,
    state: { ...query.state, data: dataForDisk(query.queryKey, query.state.data) },
  }));
}
