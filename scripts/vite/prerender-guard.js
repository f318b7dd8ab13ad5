/*
 * The sign-in page's HTML carries the sign-in screen prerendered for one path and one brand
 * (prerender-sign-in.ts, which emits this file minified under /assets/). A blocking external script (the CSP
 * forbids inline scripts), run before the body is parsed, so that the screen never paints where it is wrong:
 *  - on another path (a static host or the server sends this page for /register, /mfa, …),
 *  - on another brand's host (a static host sends the default brand's page everywhere),
 *  - when the browser holds a session (a signed-in user opening / goes on to the dashboard; the app decides).
 * In those cases <html> gets `data-prerender-hidden` and the page's style hides the screen until the app renders.
 * It also keeps a tap on "Sign in" before the app has taken over from reloading the page (a native submit):
 * the form is marked and the app submits it again once it runs (src/app/takeover.ts).
 * And it starts the app: the page lists its modules (<meta name="app-modules">, the entry first) instead of
 * loading them, and they are requested once the screen has painted, so that they never compete with what that
 * paint needs; where the screen is hidden, or the tab is in the background, as soon as the page is parsed.
 * Mirrors brandForHost (src/shared/brands.ts) and the session cookie names (src/session/cookies.ts);
 * tests/app/prerender-guard.test.ts fails when they disagree.
 */
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

  function hostBrand(hostname) {
    var rules = hostRules();
    var name = hostname.toLowerCase();
    for (var i = 0; i < rules.length; i++) {
      var rule = rules[i];
      var matches = rule.match === 'exact' ? name === rule.host : name.indexOf(rule.host) === 0;
      if (matches) return rule.brand;
    }
    return 'default';
  }

  var hasSession = /(?:^|;\s*)(?:access_token|refresh_token)=[^;]/.test(document.cookie);
  var elsewhere = location.pathname !== path;
  var otherBrand = hostBrand(location.hostname) !== root.getAttribute('data-prerender-brand');
  if (hasSession || elsewhere || otherBrand) root.setAttribute('data-prerender-hidden', '');

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

  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var meta = document.querySelector('meta[name="app-modules"]');
    var modules = JSON.parse((meta && meta.getAttribute('content')) || '[]');
    for (var i = 0; i < modules.length; i++) {
      var element = document.createElement(i === 0 ? 'script' : 'link');
      if (i === 0) {
        element.type = 'module';
        element.src = modules[i];
      } else {
        element.rel = 'modulepreload';
        element.href = modules[i];
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    }
  }

  // the app renders into #root: never before the page is parsed
  function whenParsed(callback) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
    else callback();
  }

  var paints = !root.hasAttribute('data-prerender-hidden') && document.visibilityState !== 'hidden';
  if (!paints) return whenParsed(startApp);
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) whenParsed(startApp);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing here: the timer below starts the app
  }
  // a browser that reports no paint, or a screen that takes long to paint, still gets its app
  whenParsed(function () {
    setTimeout(startApp, 300);
  });
})();
