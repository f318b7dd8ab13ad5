/// <reference lib="webworker" />
/**
 * A service worker's global scope for unit tests in Node: Cache Storage in memory, the lifecycle events with
 * waitUntil, fetch events with respondWith, skipWaiting and clients.claim recorded. Installed as `self` and
 * `caches` (workbox reads both), with the network a function the test gives.
 */
// IndexedDB's classes as globals (idb, under workbox-expiration, checks `instanceof IDBRequest` and the like)
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly origin: string) {}
  private key(request: RequestInfo | URL) {
    return new URL(keyOf(request), this.origin).href;
  }
  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    let key = this.key(request);
    if (options?.ignoreSearch) {
      const bare = key.split('?')[0];
      key = [...this.entries.keys()].find((candidate) => candidate.split('?')[0] === bare) ?? key;
    }
    return this.entries.get(key)?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(this.key(request), response.clone());
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.key(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  constructor(private readonly origin: string) {}
  async open(name: string): Promise<FakeCache> {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache(this.origin));
    return this.stores.get(name)!;
  }
  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const found = await this.stores.get(name)?.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
  /** every cached URL, by cache */
  async urls(): Promise<Record<string, string[]>> {
    return Object.fromEntries([...this.stores].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }
}

/** An event with waitUntil (and respondWith for fetch), whose promises the test awaits. */
class FakeExtendableEvent extends Event {
  readonly pending: Promise<unknown>[] = [];
  response: Promise<Response> | undefined;
  constructor(type: string, init: Record<string, unknown> = {}) {
    super(type);
    Object.assign(this, init);
  }
  waitUntil(promise: Promise<unknown>) {
    this.pending.push(promise);
  }
  respondWith(response: Response | Promise<Response>) {
    this.response = Promise.resolve(response);
  }
}

/** A fetch event: workbox tells one from its options with `instanceof FetchEvent`. */
class FakeFetchEvent extends FakeExtendableEvent {}

export class FakeWorkerScope extends EventTarget {
  readonly location: URL;
  readonly registration: { scope: string };
  readonly caches: FakeCacheStorage;
  readonly skipWaiting = vi.fn(async () => undefined);
  readonly clients = { claim: vi.fn(async () => undefined) };
  /** the network: by default every request fails, as offline */
  network: (request: Request) => Promise<Response> = async () => {
    throw new TypeError('Failed to fetch');
  };

  constructor(origin = 'http://localhost:4173') {
    super();
    this.location = new URL('/sw.js', origin);
    this.registration = { scope: `${origin}/` };
    this.caches = new FakeCacheStorage(origin);
  }

  /** Dispatches a lifecycle or message event; resolves once everything it waited for has settled. */
  async dispatch(type: string, init: Record<string, unknown> = {}): Promise<PromiseSettledResult<unknown>[]> {
    const event = new FakeExtendableEvent(type, init);
    this.dispatchEvent(event);
    return Promise.allSettled(event.pending);
  }

  /** Dispatches a fetch event: the worker's answer, or undefined when it leaves the request to the network. */
  async fetch(input: string, init: RequestInit & { mode?: RequestMode } = {}): Promise<Response | undefined> {
    const { mode, ...rest } = init;
    const request = new Request(new URL(input, this.location.origin), rest);
    // Node's Request refuses mode 'navigate' (the browser makes those): a Request whose mode reads so
    if (mode) Object.defineProperty(request, 'mode', { value: mode });
    const event = new FakeFetchEvent('fetch', { request, clientId: '', resultingClientId: '' });
    this.dispatchEvent(event);
    const response = await event.response;
    await Promise.allSettled(event.pending);
    return response;
  }
}

/** Installs a fresh fake scope as the worker's globals; the returned scope is `self`. Undo with vi.unstubAllGlobals (after the last test: expiry bookkeeping may finish after one). */
export function installFakeWorkerScope(origin?: string): FakeWorkerScope {
  const scope = new FakeWorkerScope(origin);
  vi.stubGlobal('self', scope);
  vi.stubGlobal('caches', scope.caches);
  vi.stubGlobal('location', scope.location);
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', FakeFetchEvent);
  // workbox-expiration keeps its timestamps in IndexedDB: a fresh database per scope
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    scope.network(input instanceof Request ? input : new Request(input, init)),
  );
  // workbox's development logs stay quiet in tests
  (scope as unknown as { __WB_DISABLE_DEV_LOGS: boolean }).__WB_DISABLE_DEV_LOGS = true;
  return scope;
}

/** The fake scope typed as the worker's, for the handlers under test. */
export const asWorkerScope = (scope: FakeWorkerScope) => scope as unknown as ServiceWorkerGlobalScope;
