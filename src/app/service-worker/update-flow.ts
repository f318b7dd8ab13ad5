/** The registration's events the update flow uses (./worker-registration.ts; a fake in the tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateFlowDeps {
  /** shows the "A new version is available" prompt; `accept` runs when the user chooses Reload */
  showPrompt(accept: () => void): void;
  /** reloads the tab (location.reload) */
  reload(): void;
  /** whether a form on screen holds unsaved input (src/lib/scope-change-guard.ts) */
  hasUnsavedInput(): boolean;
}

/**
 * A new worker waiting → the prompt; the user's Reload → the worker skips waiting; when it takes control,
 * this tab reloads once. Another tab's acceptance also hands this tab to the new worker: it reloads once then
 * too, unless a form holds unsaved input, in which case it keeps the prompt and the user decides. Never more
 * than one reload per tab, however many `controlling` events and clicks arrive.
 */
export function wireUpdateFlow(worker: UpdatableWorker, deps: UpdateFlowDeps): void {
  let accepted = false;
  let newWorkerControls = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    deps.reload();
  };
  const accept = () => {
    accepted = true;
    // the new worker may already control this tab (accepted elsewhere): nothing waits any more
    if (newWorkerControls) reloadOnce();
    else worker.messageSkipWaiting();
  };
  worker.addEventListener('waiting', function promptForUpdate() {
    deps.showPrompt(accept);
  });
  // whether a worker controlled this tab before: `isUpdate` says so only for the time of registration,
  // and the first worker claims the tab later (the first visit), so its successor's change counts too
  let controlledBefore = false;
  worker.addEventListener('controlling', function reloadIntoNewVersion(event) {
    const isUpdate = accepted || event.isUpdate === true || controlledBefore;
    controlledBefore = true;
    // the first worker of this browser taking the page is no new version: nothing to reload
    if (!isUpdate) return;
    newWorkerControls = true;
    if (accepted || !deps.hasUnsavedInput()) reloadOnce();
    else deps.showPrompt(accept);
  });
}
