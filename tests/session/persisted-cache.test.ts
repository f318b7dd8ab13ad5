// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clear, entries, get, set } from 'idb-keyval';
import { idbEntryStorage, type EntryStorage } from '../../src/session/persisted-cache/entry-storage.ts';
import {
  isPersistable,
  isRedactedProfile,
  PERSIST_MAX_AGE_MS,
  persistedEntryKey,
  REDACTED_CHANNEL_VALUE,
  redactedChannels,
  redactProfile,
} from '../../src/session/persisted-cache/policy.ts';
import { isNotificationConfigEmpty, type Profile } from '../../src/features/profile/queries.ts';
import { createQueryPersistence } from '../../src/session/persisted-cache/query-persistence.ts';
import { createQueryClient } from '../../src/app/query-client.ts';

const USER = 'u1';
const OTHER = 'u2';
const scope = (userId = USER) => ({ userId, orgId: 'o1', env: 'test' as const, masterOrgId: null });
const membersKey = (userId = USER) => [{ userId, env: 'test' }, 'organizations', 'member'];
const paymentsKey = (userId = USER) => [scope(userId), 'transactions', 'list', { page: 1 }];
const signingKeysKey = (userId = USER) => [scope(userId), 'api-keys', 'list'];
const profileKey = (userId = USER) => [{ userId }, 'profile', 'current'];
/** A profile as the provider sends it, with what must never reach the disk (and a field added some day). */
const PROFILE = {
  _id: USER,
  name: 'Maya Merchant',
  email: 'maya@example.test',
  avatar: 'https://img.example/maya.png',
  role: 'user',
  mfa_status: 'enabled',
  isEmailVerified: true,
  notificationConfig: { telegram: '5551234567', webhook: 'https://hooks.example/T0KEN', email: ' ' },
  mfa: { secret: 'JBSWY3DP' },
  apiToken: 'tok_live_123',
};
/** What of it is saved: who the user is, which channels are filled (not with what), marked as the copy. */
const SAVED_PROFILE = {
  _id: USER,
  name: 'Maya Merchant',
  email: 'maya@example.test',
  avatar: 'https://img.example/maya.png',
  role: 'user',
  mfa_status: 'enabled',
  isEmailVerified: true,
  notificationConfig: {
    telegram: REDACTED_CHANNEL_VALUE,
    webhook: REDACTED_CHANNEL_VALUE,
    redactedForDisk: REDACTED_CHANNEL_VALUE,
  },
  redactedForDisk: true,
};
const BUSTER = 'build-1';
const THROTTLE_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp(options: { storage?: EntryStorage; buster?: string; restoreTimeoutMs?: number } = {}) {
  const queryClient = createQueryClient(() => undefined);
  const persistence = createQueryPersistence(queryClient, {
    storage: 'storage' in options ? options.storage : idbEntryStorage(),
    buster: options.buster ?? BUSTER,
    throttleMs: THROTTLE_MS,
    restoreTimeoutMs: options.restoreTimeoutMs ?? 1500,
  });
  return { queryClient, persistence };
}

/** A user's signed-in tab that loaded their balances, payments, signing keys and profile, then saved. */
async function savedSession(userId = USER) {
  const { queryClient, persistence } = setUp();
  await persistence.start(userId);
  queryClient.setQueryData(membersKey(userId), [{ name: "Maya's Coffee", balance: '12.50' }]);
  queryClient.setQueryData(paymentsKey(userId), { results: [{ id: 'p1' }] });
  queryClient.setQueryData(signingKeysKey(userId), [{ secret: 'sk_live_secret' }]);
  queryClient.setQueryData(profileKey(userId), PROFILE);
  // the throttled save has run (waited for, not timed: the machine may be busy)
  await vi.waitFor(async () => {
    const saved = await get<{ clientState: { queries: unknown[] } }>(persistedEntryKey(userId));
    expect(saved?.clientState.queries).toHaveLength(3);
  });
  return { queryClient, persistence };
}

const savedEntry = (userId = USER) => get<Record<string, unknown>>(persistedEntryKey(userId));

afterEach(async () => {
  await clear();
});

describe('what is persisted (issue 13)', () => {
  it('writes one entry per user, with the build version, holding only allow-listed list and detail queries', async () => {
    await savedSession();
    const entry = await savedEntry();
    expect(entry).toMatchObject({ userId: USER, buster: BUSTER });
    const state = entry!.clientState as { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
    expect(state.queries.map((query) => query.queryKey)).toEqual([membersKey(), paymentsKey(), profileKey()]);
    expect(JSON.stringify(entry)).not.toMatch(/secret|JBSWY3DP|5551234567|T0KEN|tok_live/);
  });

  it('saves the profile redacted: name, email, avatar, role, MFA status, which channels are filled', async () => {
    const { queryClient } = await savedSession();
    const state = (await savedEntry())!.clientState as { queries: { state: { data: unknown } }[] };
    expect(state.queries[2]!.state.data).toEqual(SAVED_PROFILE);
    // the copy in memory stays the provider's own
    expect(queryClient.getQueryData(profileKey())).toBe(PROFILE);
  });

  it('never writes a mutation, even one still pending', async () => {
    const { queryClient } = await savedSession();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['refund'], mutationFn: () => new Promise(() => undefined) });
    void mutation.execute({ amount: '1.00' });
    queryClient.setQueryData(paymentsKey(), { results: [] });
    await vi.waitFor(async () => {
      const state = (await savedEntry())!.clientState as { queries: { state: { data: unknown } }[] };
      expect(state.queries[1]!.state.data).toEqual({ results: [] });
    });
    const state = (await savedEntry())!.clientState as { mutations: unknown[] };
    expect(state.mutations).toEqual([]);
  });

  it('keeps out tokens, signing keys, profile parts not allowed and the all-loaded list', () => {
    expect(isPersistable(membersKey())).toBe(true);
    expect(isPersistable([scope(), 'payouts', 'detail', 'x'])).toBe(true);
    // issue 32: a digest (the user's, whatever the scope) and the latest digests open offline
    expect(isPersistable([{ userId: USER }, 'digests', 'detail', 'x'])).toBe(true);
    expect(isPersistable([scope(), 'digests', 'latest'])).toBe(true);
    // the notification settings and the alert rules are read online only
    expect(isPersistable([{ userId: USER }, 'profile', 'notification-preferences'])).toBe(false);
    expect(isPersistable([scope(), 'alerts', 'list'])).toBe(false);
    // issue 34: the menu's saved views open offline; a view read through a share link is asked each time
    expect(isPersistable([scope(), 'savedViews', 'list'])).toBe(true);
    expect(isPersistable([scope(), 'savedViews', 'one', 'x'])).toBe(false);
    expect(isPersistable(signingKeysKey())).toBe(false);
    // the profile only redacted (above), the provider's channel names as they are, nothing else of it
    expect(isPersistable(profileKey())).toBe(true);
    expect(isPersistable([{ userId: USER }, 'profile', 'notification-channels'])).toBe(true);
    expect(isPersistable([{ userId: USER }, 'profile'])).toBe(false);
    expect(isPersistable([{ userId: USER }, 'profile', 'mfa-setup'])).toBe(false);
    expect(isPersistable([scope(), 'payment-config'])).toBe(false);
    expect(isPersistable([scope(), 'transactions', 'infinite', 'all'])).toBe(false);
    expect(isPersistable(['session', 'tokens'])).toBe(false);
    expect(isPersistable(membersKey(OTHER), USER)).toBe(false);
  });

  it('keeps a persisted query in memory at least as long as its saved copy may be restored', () => {
    const queryClient = createQueryClient(() => undefined);
    expect(queryClient.defaultQueryOptions({ queryKey: membersKey() }).gcTime).toBeGreaterThanOrEqual(
      PERSIST_MAX_AGE_MS,
    );
    // the others keep TanStack's default (5 minutes)
    expect(queryClient.defaultQueryOptions({ queryKey: signingKeysKey() }).gcTime).toBeUndefined();
  });
});

describe('restoring (issue 13)', () => {
  it('restores the user’s data with its time, marked stale so each query is fetched again online', async () => {
    const first = await savedSession();
    const savedAt = first.queryClient.getQueryState(membersKey())!.dataUpdatedAt;
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    expect(queryClient.getQueryData(membersKey())).toEqual([{ name: "Maya's Coffee", balance: '12.50' }]);
    const state = queryClient.getQueryState(membersKey())!;
    expect(state.dataUpdatedAt).toBe(savedAt);
    expect(state.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(signingKeysKey())).toBeUndefined();
  });

  it('restores the profile as the marked, stale redacted copy, never as the provider’s own', async () => {
    await savedSession();
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    const restored = queryClient.getQueryData(profileKey());
    expect(restored).toEqual(SAVED_PROFILE);
    expect(isRedactedProfile(restored)).toBe(true);
    expect(queryClient.getQueryState(profileKey())!.isInvalidated).toBe(true);
  });

  it('a saved copy never says the notification configuration is empty (it may be older than the provider’s)', () => {
    const empty = redactProfile({ ...PROFILE, notificationConfig: {} }) as Profile;
    expect(isNotificationConfigEmpty(empty.notificationConfig)).toBe(false);
    expect(redactedChannels(empty.notificationConfig)).toEqual([]);
    const filled = redactProfile(PROFILE) as Profile;
    expect(redactedChannels(filled.notificationConfig)).toEqual(['telegram', 'webhook']);
    // redacting again changes nothing
    expect(redactProfile(filled)).toEqual(filled);
  });

  it('redacts a profile an entry holds whole (written by an older build) before it reaches memory', async () => {
    await savedSession();
    const entry = (await savedEntry())!;
    const state = entry.clientState as { queries: { state: { data: unknown } }[] };
    state.queries[2]!.state.data = PROFILE;
    await set(persistedEntryKey(USER), entry);
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    expect(queryClient.getQueryData(profileKey())).toEqual(SAVED_PROFILE);
  });

  it('refetches a restored query as soon as a screen uses it', async () => {
    await savedSession();
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    let fetched = 0;
    const data = await queryClient.fetchQuery({
      queryKey: membersKey(),
      queryFn: () => {
        fetched += 1;
        return [{ name: "Maya's Coffee", balance: '99.00' }];
      },
      staleTime: 60_000,
    });
    expect(fetched).toBe(1);
    expect(data).toEqual([{ name: "Maya's Coffee", balance: '99.00' }]);
  });

  it.each([
    ['another user’s data', (entry: Record<string, unknown>) => ({ ...entry, userId: OTHER })],
    ['another build', (entry: Record<string, unknown>) => ({ ...entry, buster: 'build-0' })],
    [
      'a timestamp in the future',
      (entry: Record<string, unknown>) => ({ ...entry, timestamp: Date.now() + 3_600_000 }),
    ],
    [
      'an entry older than maxAge',
      (entry: Record<string, unknown>) => ({ ...entry, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1 }),
    ],
    ['an unparseable value', () => '{"clientState": [not json'],
    [
      'a malformed client state',
      (entry: Record<string, unknown>) => ({ ...entry, clientState: { queries: 'x' } }),
    ],
    [
      'a query of another user inside',
      (entry: Record<string, unknown>) => {
        const state = entry.clientState as { queries: { queryKey: unknown[] }[] };
        return {
          ...entry,
          clientState: { ...state, queries: [{ ...state.queries[0], queryKey: membersKey(OTHER) }] },
        };
      },
    ],
    [
      'a query the policy does not allow',
      (entry: Record<string, unknown>) => {
        const state = entry.clientState as { queries: { queryKey: unknown[] }[] };
        return {
          ...entry,
          clientState: { ...state, queries: [{ ...state.queries[0], queryKey: signingKeysKey() }] },
        };
      },
    ],
  ])('discards and deletes %s', async (_, tamper) => {
    await savedSession();
    await set(persistedEntryKey(USER), tamper((await savedEntry())!));
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await savedEntry()).toBeUndefined();
  });

  it('restores only the signed-in user’s entry, leaving another user’s alone', async () => {
    await savedSession(OTHER);
    const { queryClient, persistence } = setUp();
    await persistence.start(USER);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await savedEntry(OTHER)).toBeDefined();
  });

  it('is a synchronous no-op once restored (the guard does not wait on every navigation)', async () => {
    const { persistence } = setUp();
    await persistence.start(USER);
    expect(persistence.start(USER)).toBeNull();
  });
});

describe('logout (issue 13)', () => {
  it('deletes the entry, and a throttled write pending at logout never brings it back (2.5 s later)', async () => {
    const { queryClient, persistence } = await savedSession();
    expect(await savedEntry()).toBeDefined();
    // a change whose save is still waiting for the throttle when the user logs out
    queryClient.setQueryData(paymentsKey(), { results: [{ id: 'p2' }] });
    await persistence.end();
    // what the end of a session does next: every query removed (cache events that would schedule a save)
    queryClient.clear();
    queryClient.setQueryData(membersKey(), []);
    expect(await entries()).toEqual([]);
    await sleep(2500);
    expect(await entries()).toEqual([]);
  });

  it('waits for a write already under way before deleting', async () => {
    let finishWrite: () => void = () => undefined;
    const storage = idbEntryStorage()!;
    const slow: EntryStorage = {
      ...storage,
      set: (key, value) =>
        new Promise<void>((resolve) => {
          finishWrite = () => void storage.set(key, value).then(resolve);
        }),
    };
    const { queryClient, persistence } = setUp({ storage: slow });
    await persistence.start(USER);
    queryClient.setQueryData(membersKey(), []);
    await sleep(THROTTLE_MS * 2);
    const ended = persistence.end();
    finishWrite();
    await ended;
    expect(await entries()).toEqual([]);
  });
});

describe('IndexedDB full or unavailable (issue 13)', () => {
  it('without IndexedDB there is no persistence and nothing waits', () => {
    const { persistence } = setUp({ storage: undefined });
    expect(persistence.start(USER)).toBeNull();
  });

  it('a store that cannot be opened (private mode) restores nothing and the app goes on', async () => {
    const broken: EntryStorage = {
      get: () => Promise.reject(new DOMException('open() failed', 'InvalidStateError')),
      set: () => Promise.reject(new DOMException('open() failed', 'InvalidStateError')),
      del: () => Promise.reject(new DOMException('open() failed', 'InvalidStateError')),
    };
    const { queryClient, persistence } = setUp({ storage: broken });
    await expect(persistence.start(USER)).resolves.toBeUndefined();
    queryClient.setQueryData(membersKey(), []);
    await sleep(THROTTLE_MS * 3);
    await expect(persistence.end()).resolves.toBeUndefined();
  });

  it('a store that never answers is given up after the timeout, and its late answer ignored', async () => {
    const hanging: EntryStorage = { ...idbEntryStorage()!, get: () => new Promise(() => undefined) };
    const { queryClient, persistence } = setUp({ storage: hanging, restoreTimeoutMs: 100 });
    const started = Date.now();
    await persistence.start(USER);
    expect(Date.now() - started).toBeLessThan(1000);
    // the entry it could not read is never overwritten by this session's cache
    queryClient.setQueryData(membersKey(), []);
    await sleep(THROTTLE_MS * 4);
    expect(await entries()).toEqual([]);
  });

  it('a full store (quota) stops saving for the session and leaves no half-written entry', async () => {
    let writes = 0;
    const storage = idbEntryStorage()!;
    const full: EntryStorage = {
      ...storage,
      set: () => {
        writes += 1;
        return Promise.reject(new DOMException('full', 'QuotaExceededError'));
      },
    };
    await storage.set(persistedEntryKey(USER), 'an older entry');
    const { queryClient, persistence } = setUp({ storage: full });
    await persistence.start(USER);
    queryClient.setQueryData(membersKey(), []);
    await sleep(THROTTLE_MS * 3);
    queryClient.setQueryData(paymentsKey(), { results: [] });
    await sleep(THROTTLE_MS * 3);
    expect(writes).toBe(1);
    expect(await savedEntry()).toBeUndefined();
    expect(queryClient.getQueryData(membersKey())).toEqual([]);
  });
});

describe('offline loaders (issue 13)', () => {
  it('ensureQueryData offline: cached data as always, none → OfflineError at once (no endless wait)', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const queryClient: QueryClient = createQueryClient(() => undefined);
    queryClient.setQueryData(membersKey(), [{ name: 'cached' }]);
    onlineManager.setOnline(false);
    try {
      await expect(
        queryClient.ensureQueryData({ queryKey: membersKey(), queryFn: () => [] }),
      ).resolves.toEqual([{ name: 'cached' }]);
      await expect(
        queryClient.ensureQueryData({ queryKey: paymentsKey(), queryFn: () => ({}) }),
      ).rejects.toMatchObject({ name: 'OfflineError' });
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('leaving the page (issue 13)', () => {
  it('writes a save still waiting for the throttle when the page is hidden', async () => {
    const queryClient = createQueryClient(() => undefined);
    const persistence = createQueryPersistence(queryClient, {
      storage: idbEntryStorage(),
      buster: BUSTER,
      throttleMs: 60_000,
    });
    await persistence.start(USER);
    queryClient.setQueryData(membersKey(), [{ name: 'saved on pagehide' }]);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect(await savedEntry()).toBeDefined());
    await persistence.end();
  });
});

describe('back online (issue 13)', () => {
  it('a restored query on screen waits offline and is fetched again when the connection returns', async () => {
    const { onlineManager, QueryObserver } = await import('@tanstack/react-query');
    await savedSession();
    const { queryClient, persistence } = setUp();
    // what QueryClientProvider does: the client hears the online manager
    queryClient.mount();
    onlineManager.setOnline(false);
    try {
      await persistence.start(USER);
      let fetched = 0;
      const observer = new QueryObserver(queryClient, {
        queryKey: membersKey(),
        queryFn: () => {
          fetched += 1;
          return [{ name: "Maya's Coffee", balance: '20.00' }];
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      // on screen, offline: the saved balances, and no request
      expect(observer.getCurrentResult().data).toEqual([{ name: "Maya's Coffee", balance: '12.50' }]);
      expect(observer.getCurrentResult().fetchStatus).toBe('paused');
      expect(fetched).toBe(0);
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(fetched).toBe(1));
      await vi.waitFor(() =>
        expect(observer.getCurrentResult().data).toEqual([{ name: "Maya's Coffee", balance: '20.00' }]),
      );
      unsubscribe();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
