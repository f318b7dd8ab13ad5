import { describe, expect, it, vi } from 'vitest';
import { workerRegistration } from '../../../src/app/service-worker/worker-registration.ts';

/** A worker of the fake registration: its state changes when the test says so. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  to(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker as the registration uses it, with one registration. */
function fakeContainer({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ?? (null as FakeWorker | null),
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  /** a new version found: installing, then installed (and waiting, when a worker controls the page) */
  const install = (worker: FakeWorker, { waits }: { waits: boolean }) => {
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    if (waits) registration.waiting = worker;
    worker.to('installed');
    if (!waits) worker.to('activating');
  };
  return { container: container as unknown as ServiceWorkerContainer, registration, install };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the service worker registration (navigator.serviceWorker, in place of workbox-window)', () => {
  it('registers the script for the whole origin and asks for new versions', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    const worker = workerRegistration(container, '/sw.js', '/');
    await worker.register();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await worker.update();
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('tells of a new version that was waiting before the page registered, and asks it to take over', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { container } = fakeContainer({ controlled: true, waiting });
    const worker = workerRegistration(container, '/sw.js', '/');
    const onWaiting = vi.fn();
    worker.addEventListener('waiting', onWaiting);
    await worker.register();
    await settle(0);
    expect(onWaiting).toHaveBeenCalledOnce();
    worker.messageSkipWaiting();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('tells of a new version that installs and waits, not of one that activates at once', async () => {
    const { container, install } = fakeContainer({ controlled: false });
    const worker = workerRegistration(container, '/sw.js', '/');
    const onWaiting = vi.fn();
    worker.addEventListener('waiting', onWaiting);
    await worker.register();
    // the browser's first worker: no page to wait for
    install(new FakeWorker(), { waits: false });
    await settle(250);
    expect(onWaiting).not.toHaveBeenCalled();
    // the next version, found by a later check, waits for this page
    install(new FakeWorker(), { waits: true });
    await settle(250);
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('tells when another worker takes the page, and whether one controlled it when it registered', async () => {
    for (const controlled of [false, true]) {
      const { container } = fakeContainer({ controlled });
      const worker = workerRegistration(container, '/sw.js', '/');
      const onControlling = vi.fn();
      worker.addEventListener('controlling', onControlling);
      await worker.register();
      container.dispatchEvent(new Event('controllerchange'));
      expect(onControlling).toHaveBeenCalledWith({ isUpdate: controlled });
    }
  });

  it('has nothing to ask to take over when no worker waits', async () => {
    const { container } = fakeContainer({ controlled: true });
    const worker = workerRegistration(container, '/sw.js', '/');
    worker.messageSkipWaiting();
    await worker.register();
    worker.messageSkipWaiting();
  });
});
