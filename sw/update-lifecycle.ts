/// <reference lib="webworker" />
/**
 * A new worker waits until the user accepts the update (the page's "Reload", which sends SKIP_WAITING through
 * src/app/service-worker/worker-registration.ts): it is never applied by force under a form with unsaved input.
 */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', function skipWaitingOnRequest(event: ExtendableMessageEvent) {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING')
      void scope.skipWaiting();
  });
}

/**
 * The first worker takes the open pages at once (it replaces no one), so the screens the user opens next are
 * cached at runtime; an update's pages reload once the user accepted it (src/app/service-worker).
 */
export function claimClientsOnActivate(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('activate', function claimClients(event: ExtendableEvent) {
    event.waitUntil(scope.clients.claim());
  });
}
