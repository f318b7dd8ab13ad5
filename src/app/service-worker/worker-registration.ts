import type { UpdatableWorker } from './update-flow.ts';

/**
 * How long an installed worker may stay `installed` before it counts as waiting: one that activates at once (the
 * first worker of this browser, with no page to wait for) passes through `installed` on its way (workbox-window's
 * rule).
 */
const WAITING_AFTER_MS = 200;

/** The worker's registration as the update flow sees it, plus what registering it and asking for a new one take. */
export interface WorkerRegistration extends UpdatableWorker {
  register(): Promise<void>;
  /** asks the server for a new version of the worker's script */
  update(): Promise<void>;
}

type Listener = Parameters<UpdatableWorker['addEventListener']>[1];

/**
 * The browser's own service worker registration (`navigator.serviceWorker`) with the two events of workbox-window's
 * `Workbox` that the update flow listens to, which it replaces (1.7 KiB gzip on every first visit, issue 30):
 *
 * - `waiting`: a new worker has installed and waits for this version's pages to close — found when registering
 *   (installed earlier) or installed since, whether this page's registration or another tab's check found it;
 * - `controlling`: another worker took this page over; `isUpdate` says whether a worker controlled it when it
 *   registered (the first worker of this browser claiming the page is no new version).
 *
 * `messageSkipWaiting` asks the waiting worker to take over (sw/update-lifecycle.ts).
 */
export function workerRegistration(
  container: ServiceWorkerContainer,
  scriptUrl: string,
  scope: string,
): WorkerRegistration {
  const listeners = { waiting: new Set<Listener>(), controlling: new Set<Listener>() };
  const emit = (type: keyof typeof listeners, event: { isUpdate?: boolean }) =>
    listeners[type].forEach((listener) => listener(event));
  const watched = new WeakSet<ServiceWorker>();
  let registration: ServiceWorkerRegistration | undefined;

  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      setTimeout(() => {
        if (worker.state === 'installed' && registration?.waiting === worker) emit('waiting', {});
      }, WAITING_AFTER_MS);
    });
  };

  return {
    addEventListener(type, listener) {
      listeners[type].add(listener);
    },
    messageSkipWaiting() {
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
    async register() {
      const isUpdate = Boolean(container.controller);
      registration = await container.register(scriptUrl, { scope });
      const found = registration;
      // a new version installed before this page registered (say, by a tab since closed) waits already
      const waiting = found.waiting;
      if (waiting) void Promise.resolve().then(() => emit('waiting', {}));
      watch(found.installing);
      found.addEventListener('updatefound', () => watch(found.installing));
      container.addEventListener('controllerchange', () => emit('controlling', { isUpdate }));
    },
    async update() {
      await registration?.update();
    },
  };
}
