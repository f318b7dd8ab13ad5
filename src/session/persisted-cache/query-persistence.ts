import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { EntryStorage } from './entry-storage.ts';
import { createIdbPersister } from './idb-persister.ts';
import { isPersistable, PERSIST_MAX_AGE_MS, queriesForDisk } from './policy.ts';

/** The performance marks around a restore, and the measure between them (read by the bench). */
const RESTORE_MARKS = {
  start: 'persisted-cache-restore-start',
  end: 'persisted-cache-restore-end',
  measure: 'persisted-cache-restore',
} as const;

export interface QueryPersistence {
  /**
   * Restores the user's saved cache into the query client (once per sign-in; later calls share it) and
   * then keeps saving it. Never rejects: storage that fails or hangs means no persistence, not no app.
   * null once there is nothing (left) to wait for, so a caller on every navigation stays synchronous.
   */
  start(userId: string): Promise<void> | null;
  /**
   * Stops saving — a pending (throttled) write is dropped, one under way is awaited — and deletes the
   * user's entry. After it resolves nothing of that session writes again.
   */
  end(): Promise<void>;
}

export interface PersistenceOptions {
  /** undefined: no IndexedDB here, so no persistence */
  storage: EntryStorage | undefined;
  buster: string;
  maxAge?: number;
  /** at most one write per this many ms, the last state wins */
  throttleMs?: number;
  /** a restore that takes longer is abandoned (its late result ignored) and the app goes on without it */
  restoreTimeoutMs?: number;
}

interface Session {
  userId: string;
  persister: Persister;
  /** the restore under way; null once it has settled */
  ready: Promise<void> | null;
  closed: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  unsubscribe: () => void;
}

const SAVED_EVENTS = new Set(['added', 'removed', 'updated']);

function mark(name: string) {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

function measureRestore() {
  try {
    performance.measure(RESTORE_MARKS.measure, RESTORE_MARKS.start, RESTORE_MARKS.end);
  } catch {
    // a performance timeline without marks (old browser, test stub): nothing to measure
  }
}

/**
 * The query cache persisted to IndexedDB, one entry per signed-in user: @tanstack/react-query-persist-client's
 * Persister contract over idb-keyval (`createIdbPersister`), with our own throttle and restore checks. Only what `isPersistable` allows is written, and
 * only successful data; mutations are never written. A restored query is marked stale, so each one is
 * fetched again as soon as a screen shows it while online (and on reconnect when it is on screen).
 */
export function createQueryPersistence(
  queryClient: QueryClient,
  {
    storage,
    buster,
    maxAge = PERSIST_MAX_AGE_MS,
    throttleMs = 1000,
    restoreTimeoutMs = 1500,
  }: PersistenceOptions,
): QueryPersistence {
  let session: Session | null = null;
  // writes and the delete run one after another, so a delete always comes after a write under way
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch(() => undefined);
    return queue;
  };

  /** false when the saved entry could not be read in time: it is then never overwritten by this session */
  async function restore(current: Session): Promise<boolean> {
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve(undefined);
      }, restoreTimeoutMs);
    });
    const read = Promise.resolve(current.persister.restoreClient());
    const client = await Promise.race([read, timeout])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
    if (timedOut) return false;
    if (!client || current.closed) return true;
    hydrate(queryClient, client.clientState);
    const restored = new Set(client.clientState.queries.map((query) => query.queryHash));
    await queryClient.invalidateQueries({
      predicate: (query) => restored.has(query.queryHash),
      refetchType: 'none',
    });
    return true;
  }

  function save(current: Session) {
    current.timer = null;
    void enqueue(async () => {
      if (current.closed) return;
      try {
        // what persistQueryClientSave writes, dehydrated with this app's query-core (the persist package
        // carries its own copy, which would enter the bundle a second time)
        const state = dehydrate(queryClient, {
          shouldDehydrateQuery: (query: Query) =>
            query.state.status === 'success' && isPersistable(query.queryKey, current.userId),
          shouldDehydrateMutation: () => false,
        });
        // each query's data as the policy lets it reach the disk (the profile without its secrets)
        const clientState = { ...state, queries: queriesForDisk(state.queries) };
        const client: PersistedClient = { buster, timestamp: Date.now(), clientState };
        await current.persister.persistClient(client);
      } catch {
        // full (quota) or gone: this session goes on without persistence, and no half-saved entry stays
        stopSaving(current);
        await current.persister.removeClient();
      }
    });
  }

  function stopSaving(current: Session) {
    current.closed = true;
    if (current.timer !== null) clearTimeout(current.timer);
    current.timer = null;
    current.unsubscribe();
  }

  function subscribe(current: Session) {
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (current.closed || !SAVED_EVENTS.has(event.type)) return;
      if (!isPersistable(event.query.queryKey, current.userId)) return;
      current.timer ??= setTimeout(() => save(current), throttleMs);
    });
    // the page is going away (closed, reloaded, another address typed, the app sent to the background):
    // a save still waiting for the throttle is written now, or the last second's data would be lost
    const flush = () => {
      if (current.timer === null || current.closed) return;
      clearTimeout(current.timer);
      save(current);
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const browser = typeof window !== 'undefined' && typeof document !== 'undefined';
    if (browser) {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', flushWhenHidden);
    }
    current.unsubscribe = () => {
      unsubscribeCache();
      if (browser) {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', flushWhenHidden);
      }
    };
  }

  return {
    start(userId) {
      if (session && !session.closed && session.userId === userId) return session.ready;
      if (session) stopSaving(session);
      if (!storage || !userId) return null;
      const persister = createIdbPersister({ userId, buster, maxAge, storage });
      const current: Session = {
        userId,
        persister,
        ready: null,
        closed: false,
        timer: null,
        unsubscribe: () => undefined,
      };
      session = current;
      mark(RESTORE_MARKS.start);
      current.ready = restore(current)
        .catch(() => true)
        .then((read) => {
          mark(RESTORE_MARKS.end);
          measureRestore();
          current.ready = null;
          // an entry too slow to read is left as it is: saving this session's cache over it would lose it
          if (read && !current.closed) subscribe(current);
        });
      return current.ready;
    },
    async end() {
      const current = session;
      session = null;
      if (!current) return;
      stopSaving(current);
      await enqueue(async () => {
        await current.persister.removeClient();
      });
    },
  };
}
