import { describe, expect, it, vi } from 'vitest';
import { wireUpdateFlow, type UpdatableWorker } from '../../../src/app/service-worker/update-flow.ts';

type Listener = (event: { isUpdate?: boolean }) => void;

/** The worker's registration as the flow sees it: events the test fires, skip-waiting recorded. */
function fakeRegistration() {
  const listeners: Record<string, Listener[]> = {};
  const worker: UpdatableWorker & { fire(type: string, event?: { isUpdate?: boolean }): void } = {
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    messageSkipWaiting: vi.fn(),
    fire: (type, event = {}) => listeners[type]?.forEach((listener) => listener(event)),
  };
  return worker;
}

function setUp(dirty = false) {
  const worker = fakeRegistration();
  let accept: (() => void) | undefined;
  const deps = {
    showPrompt: vi.fn((onAccept: () => void) => {
      accept = onAccept;
    }),
    reload: vi.fn(),
    hasUnsavedInput: vi.fn(() => dirty),
  };
  wireUpdateFlow(worker, deps);
  return { worker, deps, accept: () => accept!() };
}

describe('the update prompt', () => {
  it('prompts when a new worker waits, and applies nothing until the user accepts', () => {
    const { worker, deps } = setUp();
    worker.fire('waiting');
    expect(deps.showPrompt).toHaveBeenCalledTimes(1);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('after Reload: the worker skips waiting, and the tab reloads once when it takes control', () => {
    const { worker, deps, accept } = setUp(true);
    worker.fire('waiting');
    accept();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
    worker.fire('controlling', { isUpdate: true });
    worker.fire('controlling', { isUpdate: true });
    accept();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('the first worker taking the page is no update: no reload', () => {
    const { worker, deps } = setUp();
    worker.fire('controlling', { isUpdate: false });
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('a tab the first worker claimed (a first visit) still reloads into the next version once accepted', () => {
    const { worker, deps, accept } = setUp(true);
    worker.fire('controlling', { isUpdate: false });
    worker.fire('waiting');
    accept();
    // workbox reports isUpdate false here: no worker controlled the tab when it registered
    worker.fire('controlling', { isUpdate: false });
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a tab the first worker claimed reloads when another tab accepts the next version (nothing unsaved)', () => {
    const { worker, deps } = setUp(false);
    worker.fire('controlling', { isUpdate: false });
    worker.fire('controlling', { isUpdate: false });
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('accepted in another tab: a tab without unsaved input reloads once', () => {
    const { worker, deps } = setUp(false);
    worker.fire('waiting');
    worker.fire('controlling', { isUpdate: true });
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('accepted in another tab: a tab with unsaved input keeps it and prompts; its Reload reloads once', () => {
    const { worker, deps, accept } = setUp(true);
    worker.fire('waiting');
    worker.fire('controlling', { isUpdate: true });
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.showPrompt).toHaveBeenCalledTimes(2);
    accept();
    accept();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // nothing waits any more: no message to a worker that is already active
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
