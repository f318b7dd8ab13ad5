import { Workbox } from 'workbox-window';
import { hasUnsavedInput } from '../../lib/scope-change-guard.ts';
import { wireUpdateFlow } from './update-flow.ts';
import { showUpdatePrompt } from './update-prompt.tsx';
import { loadedUrlsToCache } from './warm-runtime-cache.ts';

/** How often an open tab asks for a new version at most (and when it comes back to the foreground). */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Registers the service worker (sw/, built to /sw.js) and wires the update prompt. Loaded after the first
 * paint (./schedule.ts), so nothing of it competes with the first screen.
 */
export async function registerServiceWorker(): Promise<void> {
  const wasControlled = Boolean(navigator.serviceWorker.controller);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  wireUpdateFlow(workbox, {
    showPrompt: showUpdatePrompt,
    reload: () => window.location.reload(),
    hasUnsavedInput,
  });
  await workbox.register({ immediate: true });
  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  // (a first worker whose install fails never becomes active: nothing to hand over then)
  await workbox.active;
  handOverLoadedFiles(!wasControlled, (urlsToCache) =>
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).then(() => undefined),
  );
}

/**
 * What this page loads goes to the worker's routes to be cached (workbox-routing's CACHE_URLS message): on the
 * first visit, every build file, brand image and the configuration loaded before the worker controlled the
 * page; then every build file loaded since, which the worker does not see either (its static route sends
 * /assets/ past it: sw/asset-static-route.ts). A route's cache-first handler leaves a file it holds alone.
 */
function handOverLoadedFiles(firstVisit: boolean, send: (urls: string[]) => Promise<void>): void {
  const sent = new Set<string>();
  let pending: { name: string }[] = performance.getEntriesByType('resource');
  let timer: ReturnType<typeof setTimeout> | null = null;
  // a page the worker already controlled: only the build files (the worker sees every other request itself)
  let only = (url: string) => firstVisit || new URL(url).pathname.startsWith('/assets/');
  const flush = () => {
    timer = null;
    const urls = loadedUrlsToCache(pending, location.origin).filter((url) => !sent.has(url) && only(url));
    only = (url) => new URL(url).pathname.startsWith('/assets/');
    pending = [];
    if (!urls.length) return;
    urls.forEach((url) => sent.add(url));
    void send(urls).catch(() => urls.forEach((url) => sent.delete(url)));
  };
  flush();
  if (typeof PerformanceObserver === 'undefined') return;
  // a screen's code loads when it is first opened: handed over a moment later, in one message (read from the
  // observer, not the timeline, whose buffer stops recording after 250 entries)
  new PerformanceObserver((list) => {
    pending.push(...list.getEntries());
    timer ??= setTimeout(flush, 500);
  }).observe({ type: 'resource' });
}
