/*
 * The sign-in page's HTML carries the sign-in screen prerendered for one path and one brand
 * (prerender-sign-in.ts, which emits this file minified under /assets/). A blocking external script (the CSP
 * forbids inline scripts), run before the body is parsed, so that the screen never paints where it is wrong:
 *  - on another path (a static host or the server sends this page for /register, /mfa, …),
 *  - on another brand's host (a static host sends the default brand's page everywhere),
 *  - when the browser holds a session (a signed-in user opening / goes on to the dashboard; the app decides),
 *  - in another language than the prerender's (theme-boot.js, which runs first, put the page's on <html lang>).
 * In those cases <html> gets `data-prerender-hidden` and the page's style hides the screen until the app renders.
 * Elsewhere the app hydrates the screen (src/app/hydrate-sign-in.tsx). A tap on "Sign in" before that is kept
 * from reloading the page (a native submit): the form is marked and the app sends it once it is live.
 * And it starts the app once the screen has painted (app-start.js, which the build puts in the same function);
 * where the screen is hidden, as soon as the page is parsed.
 * The host's brand comes from brandKeyForHost (src/shared/brands.ts), whose code the build puts in the same
 * function (boot-scripts.ts). Mirrors the session cookie names (src/session/cookies.ts);
 * tests/app/prerender-guard.test.ts fails when they disagree.
 */
/* global startAppAfterPaint, brandKeyForHost */
(function () {
  var root = document.documentElement;
  var path = root.getAttribute('data-prerender-path');
  if (!path) return;

  function hostRules() {
    try {
      var meta = document.querySelector('meta[name="brand-hosts"]');
      return JSON.parse((meta && meta.getAttribute('content')) || '[]');
    } catch {
      return [];
    }
  }

  var hasSession = /(?:^|;\s*)(?:access_token|refresh_token)=[^;]/.test(document.cookie);
  var elsewhere = location.pathname !== path;
  var otherBrand =
    brandKeyForHost(location.hostname, hostRules()) !== root.getAttribute('data-prerender-brand');
  var otherLanguage = root.getAttribute('lang') !== root.getAttribute('data-prerender-lang');
  if (hasSession || elsewhere || otherBrand || otherLanguage) root.setAttribute('data-prerender-hidden', '');

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.closest || !form.closest('[data-prerender]')) return;
      event.preventDefault();
      form.setAttribute('data-submit-requested', '');
    },
    true,
  );

  startAppAfterPaint(!root.hasAttribute('data-prerender-hidden'));
})();
