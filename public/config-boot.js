/*
 * Starts the request for /config.json while the bundle downloads, instead of after it has run, and leaves the
 * promise for it (src/api/runtime-config.ts takes it once, or fetches itself when this has not run). A plain
 * external script because the Content-Security-Policy forbids inline scripts; `defer`, so it blocks nothing and
 * runs before the module script after it (an `async` one waited behind the bundle's evaluation).
 */
(function () {
  // the bundle ran first and fetched for itself (it leaves null here): one request is enough
  if ('__bootConfig' in window) return;
  window.__bootConfig = fetch('/config.json', { cache: 'no-store', credentials: 'same-origin' });
  // a failure is the bundle's to report (it fetches again); never an unhandled rejection here
  window.__bootConfig.catch(function () {});
})();

// The browser's install offer (once per page, maybe before the bundle runs), kept for the app's "Install app"
// entry: src/features/install/install-prompt.ts.
(function () {
  function keep(offer) {
    window.__installPrompt = offer;
    dispatchEvent(new Event('installpromptchange'));
  }
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    keep(event);
  });
  addEventListener('appinstalled', function () {
    keep(null);
  });
})();
