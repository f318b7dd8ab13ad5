/*
 * How a page whose first paint needs no script starts the app: its modules are listed in
 * <meta name="app-modules"> (the entry first) instead of loaded by the page, and requested once that paint is
 * on screen, so that their fetching and compiling never delay it; where nothing is to paint, or the tab is in
 * the background, as soon as the page is parsed. Shared by the pages' boot scripts (prerender-guard.js,
 * instant-balances.js): the build puts this file and one of them in one function (boot-scripts.ts).
 */
/* exported startAppAfterPaint */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the script the build puts after it
function startAppAfterPaint(paints) {
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

  if (!paints || document.visibilityState === 'hidden') return whenParsed(startApp);
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
}
