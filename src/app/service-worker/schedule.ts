/**
 * Registers the service worker once the page has loaded and the browser is idle, in production builds only
 * (a dev server's modules must never be cached). Never from an inline script: the CSP forbids them, and the
 * registration must not compete with the first paint.
 */
export function registerServiceWorkerAfterFirstPaint(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(
      () => {
        void import('./register.ts')
          .then(({ registerServiceWorker }) => registerServiceWorker())
          // the app works without its worker (no offline start, no update prompt); the console says why
          .catch((error: unknown) => console.warn('The service worker could not be registered.', error));
      },
      { timeout: 3000 },
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
