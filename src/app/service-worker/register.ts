import { hasUnsavedInput } from '../../lib/scope-change-guard.ts';
import { wireUpdateFlow } from './update-flow.ts';
import { workerRegistration } from './worker-registration.ts';
import { handOverLoadedFiles } from './warm-runtime-cache.ts';

/** How often an open tab asks for a new version at most (and when it comes back to the foreground). */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Registers the service worker (sw/, built to /sw.js) and wires the update prompt. Loaded after the first
 * paint (./schedule.ts), so nothing of it competes with the first screen.
 */
export async function registerServiceWorker(): Promise<void> {
  // whether this page's own request went through a worker (then so did every file it loaded), not whether one
  // controls it now: the first worker may have taken the page over (clients.claim) before this ran, after
  // the page had already loaded files it never saw
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const wasControlled = navigation ? navigation.workerStart > 0 : Boolean(navigator.serviceWorker.controller);
  const worker = workerRegistration(navigator.serviceWorker, '/sw.js', '/');
  wireUpdateFlow(worker, {
    // the prompt (a toast and its words) is fetched when a new version is waiting, not with every first visit;
    // where it cannot be fetched, the new version simply starts at the next start
    showPrompt: (accept) =>
      void import('./update-prompt.tsx').then(
        ({ showUpdatePrompt }) => showUpdatePrompt(accept),
        () => undefined,
      ),
    reload: () => window.location.reload(),
    hasUnsavedInput,
  });
  await worker.register();
  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void worker.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  if (!wasControlled) {
    // (a first worker whose install fails never becomes active: nothing to hand over then)
    void handOverLoadedFiles(
      navigator.serviceWorker,
      () => performance.getEntriesByType('resource'),
      location.origin,
      (onLoad) => new PerformanceObserver(onLoad).observe({ type: 'resource' }),
      () => performance.now(),
    );
  }
}
