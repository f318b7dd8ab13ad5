import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isPersistable, queriesForDisk } from './policy.ts';

/** What one user's entry holds: the library's persisted client, and whose it is. */
export interface UserPersistedClient extends PersistedClient {
  userId: string;
}

/** A saved clock this far ahead of ours is a clock that was wrong (or an entry that was tampered with). */
const CLOCK_SKEW_MS = 60_000;

interface Expected {
  userId: string;
  buster: string;
  maxAge: number;
  now: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSavedQuery(value: unknown, expected: Expected): boolean {
  if (!isRecord(value) || !Array.isArray(value.queryKey) || typeof value.queryHash !== 'string') return false;
  const state = value.state;
  return (
    isRecord(state) &&
    state.status === 'success' &&
    typeof state.dataUpdatedAt === 'number' &&
    state.dataUpdatedAt <= expected.now + CLOCK_SKEW_MS &&
    isPersistable(value.queryKey, expected.userId)
  );
}

/**
 * The entry read back from storage, when it may be restored: this user's, this build's, saved in the last
 * `maxAge` and not in the future, well-formed, and holding only queries the policy allows for this user.
 * Anything else is undefined (the caller deletes it): one doubtful query discards the whole entry.
 */
export function acceptPersistedClient(raw: unknown, expected: Expected): UserPersistedClient | undefined {
  if (!isRecord(raw)) return undefined;
  const { userId, buster, timestamp, clientState } = raw;
  if (userId !== expected.userId || buster !== expected.buster) return undefined;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  if (timestamp > expected.now + CLOCK_SKEW_MS || expected.now - timestamp > expected.maxAge)
    return undefined;
  if (!isRecord(clientState) || !Array.isArray(clientState.queries)) return undefined;
  if (!clientState.queries.every((query) => isSavedQuery(query, expected))) return undefined;
  return {
    userId,
    buster,
    timestamp,
    // mutations are never restored, whatever an entry holds
    // redacted again: an entry written by a build that kept more of a query than this one may still not reach memory
    clientState: {
      queries: queriesForDisk(clientState.queries as DehydratedState['queries']),
      mutations: [],
    },
  };
}
