/*
 * Paints the screen of this address as the app last rendered it, before the app has loaded. The app saves its
 * own markup of a signed-in screen when the page is hidden (src/lib/saved-screen.ts,
 * src/shell/save-screen-when-hidden.ts), per user, organization, environment and address; this script, the
 * first of app.html (the page of every signed-in address, from the server or the worker), puts that markup
 * back when the session cookies name the same user, organization and environment, and starts the app once it
 * is on screen (app-start.js). The app removes it in the commit that shows the screen itself, its error view
 * or another screen. No session in the cookies: every saved screen is deleted before anything paints (a
 * session that cannot be resumed leaves nothing of its user on the device); the app then starts as usual.
 *
 * A blocking classic script in <head> (the CSP forbids inline scripts). It mirrors the record's key and shape
 * (src/lib/saved-screen.ts); tests/app/saved-screen-script.test.ts fails when the two disagree.
 */
/* global startAppAfterPaint */
(function () {
  var PREFIX = 'bo-saved-screen:';
  var LEGACY = ['bo-balances-snapshot'];
  var VIEW_ID = 'saved-screen';
  var MARK = 'screen-visible';
  var MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
  var PRIVACY_KEY = 'bo-privacy';

  function cookie(name) {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      var equals = part.indexOf('=');
      if (equals > 0 && part.slice(0, equals) === name) return decodeURIComponent(part.slice(equals + 1));
    }
    return null;
  }

  function removeSavedScreens() {
    try {
      for (var i = localStorage.length - 1; i >= 0; i--) {
        var key = localStorage.key(i);
        if (key && (key.indexOf(PREFIX) === 0 || LEGACY.indexOf(key) >= 0)) localStorage.removeItem(key);
      }
    } catch {
      // no storage: nothing was saved
    }
  }

  // The token's subject, unverified: it only picks which of this browser's saved screens to show; the app
  // verifies the session before it shows anything of its own, and removes this one if the session is refused.
  function subjectOf(token) {
    try {
      var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var subject = JSON.parse(atob(payload)).sub;
      return typeof subject === 'string' && subject ? subject : null;
    } catch {
      return null;
    }
  }

  function buildVersion() {
    var meta = document.querySelector('meta[name="build-version"]');
    return meta && meta.getAttribute('content');
  }

  function isTextList(value) {
    return (
      Array.isArray(value) &&
      value.every(function (item) {
        return typeof item === 'string';
      })
    );
  }

  /**
   * Whether this start begins with amounts hidden (src/lib/privacy.ts, the same rule): left hidden, or set to
   * start hidden. A screen saved with its amounts is then not painted (kept: the app saves it again masked).
   */
  function startsHidden() {
    try {
      var privacy = JSON.parse(localStorage.getItem(PRIVACY_KEY) || 'null');
      return !!privacy && (privacy.hidden === true || privacy.startHidden === true);
    } catch {
      return false;
    }
  }

  /** The saved screen of this session and address, or null. */
  function savedHere() {
    var access = cookie('access_token');
    if (!access && !cookie('refresh_token')) {
      removeSavedScreens();
      return null;
    }
    var subject = access && subjectOf(access);
    if (!subject) return null;
    var env = cookie('env') === 'live' ? 'live' : 'test';
    var scope = [subject, cookie('orgID') || '', env, cookie('selectedMasterOrgId') || ''];
    var key = PREFIX + scope.concat(location.pathname + location.search).join('|');
    var saved;
    try {
      saved = JSON.parse(localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
    var age = saved && Date.now() - saved.savedAt;
    var valid =
      saved &&
      saved.v === 1 &&
      saved.build === buildVersion() &&
      typeof saved.html === 'string' &&
      isTextList(saved.stylesheets) &&
      isTextList(saved.modules) &&
      typeof saved.savedAt === 'number' &&
      age >= -60000 &&
      age <= MAX_AGE_MS;
    if (!valid) {
      if (saved) localStorage.removeItem(key);
      return null;
    }
    if (startsHidden() && saved.amountsHidden !== true) return null;
    return saved;
  }

  var saved = savedHere();
  if (!saved) return startAppAfterPaint(false);

  // the screen's stylesheets (those of the screen's code, which the app would load later), render-blocking
  // like the page's own, so the markup never paints unstyled
  for (var i = 0; i < saved.stylesheets.length; i++) {
    var href = saved.stylesheets[i];
    if (!/^\/assets\/[\w.-]+\.css$/.test(href) || document.querySelector('link[href="' + href + '"]'))
      continue;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.crossOrigin = '';
    link.setAttribute('blocking', 'render');
    document.head.appendChild(link);
  }

  // the modules the screen ran on last time start with the entry, not one after another as the app finds it
  // needs them (app-start.js requests the list once the screen has painted)
  var meta = document.querySelector('meta[name="app-modules"]');
  if (meta) {
    var modules = JSON.parse(meta.getAttribute('content') || '[]');
    for (var m = 0; m < saved.modules.length; m++) {
      var module = saved.modules[m];
      if (/^\/assets\/[\w.-]+\.js$/.test(module) && modules.indexOf(module) < 0) modules.push(module);
    }
    meta.setAttribute('content', JSON.stringify(modules));
  }

  // set once the markup is in the page
  var painted = false;

  // its paint is the page's first: marked at its time (the offline figures of `npm run bench` read it)
  try {
    new PerformanceObserver(function (list, observer) {
      var paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      // the app may already have replaced the screen (this is told late): it leaves this mark to this script
      if (painted && !performance.getEntriesByName(MARK, 'mark').length)
        performance.mark(MARK, { startTime: paint.startTime, detail: { by: 'saved-screen' } });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: no mark (the app sets it when it shows the screen)
  }

  function paint() {
    if (document.readyState === 'loading' || document.getElementById(VIEW_ID)) return;
    painted = true;
    document.removeEventListener('readystatechange', paint);
    var view = document.createElement('div');
    view.id = VIEW_ID;
    // the app's markup, not yet the app: nothing in it answers a tap or takes the focus until the app does
    view.setAttribute('inert', '');
    view.setAttribute('aria-busy', 'true');
    view.setAttribute('data-path', location.pathname + location.search);
    view.innerHTML = saved.html;
    var root = document.getElementById('root');
    document.body.insertBefore(view, root);
    document.documentElement.setAttribute('data-saved-screen', '');
  }
  document.addEventListener('readystatechange', paint);
  paint();
  startAppAfterPaint(true);
})();
