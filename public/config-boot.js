/*
 * Starts the request for /config.json while the bundle downloads, instead of after it has run, and leaves the
 * promise for it (src/api/runtime-config.ts takes it once, or fetches itself when this has not run). A plain
 * external script because the Content-Security-Policy forbids inline scripts; `async`, so it blocks nothing.
 */
(function () {
  // the bundle ran first and fetched for itself (it leaves null here): one request is enough
  if ('__bootConfig' in window) return;
  window.__bootConfig = fetch('/config.json', { cache: 'no-store', credentials: 'same-origin' });
  // a failure is the bundle's to report (it fetches again); never an unhandled rejection here
  window.__bootConfig.catch(function () {});
})();

/*
 * The browser offers to install the app once per page (`beforeinstallprompt`), possibly before the bundle has
 * run: the offer is kept for the app's "Install app" entry (src/features/install/install-prompt.ts takes it over),
 * and the browser's own mini-infobar is not shown. Withdrawn once the app is installed.
 */
(function () {
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__installPrompt = event;
  });
  window.addEventListener('appinstalled', function () {
    window.__installPrompt = null;
  });
})();
