/*
 * How a page whose first paint needs no script starts the app: its modules are listed in
 * <meta name="app-modules"> (the entry first) instead of loaded by the page, and requested once that paint is
 * done, so that their fetching and compiling never delay it; where nothing is to paint, or the tab is in
 * the background, as soon as the page is parsed. Shared by the pages' boot scripts (prerender-guard.js,
 * saved-screen.js): the build puts this file and one of them in one function (boot-scripts.ts).
 */
/* exported startAppAfterPaint */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the script the build puts after it
function startAppAfterPaint(paints) {
  var INSERT_SLICE_MS = 10;
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var meta = document.querySelector('meta[name="app-modules"]');
    var modules = JSON.parse((meta && meta.getAttribute('content')) || '[]');
    var next = 0;
    function insert(index) {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      if (index === 0) {
        element.type = 'module';
        element.src = modules[index];
      } else {
        element.rel = 'modulepreload';
        element.href = modules[index];
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    }
    // one by one, the entry first: its request starts at once (inserted together, none starts before the last).
    // On the dashboard's start at 4× CPU one insert took 0–50 ms (timed around each), and twenty in one task made
    // a long task of it (about 80 ms in Lighthouse's trace): past INSERT_SLICE_MS the rest go on in the next task.
    function insertSome() {
      var sliceStart = performance.now();
      do insert(next++);
      while (next < modules.length && performance.now() - sliceStart < INSERT_SLICE_MS);
      if (next < modules.length) setTimeout(insertSome, 0);
    }
    insertSome();
  }

  // the app renders into #root: never before the page is parsed
  function whenParsed(callback) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
    else callback();
  }

  if (!paints || document.visibilityState === 'hidden') return whenParsed(startApp);
  whenParsed(function () {
    // the first frame after the page is parsed paints the screen (rendering waits for the render-blocking
    // stylesheets); a task queued from its animation frame runs once that frame is painted. (The paint timing
    // entry would say so too, but its observer is told a few hundred milliseconds late at 4× CPU.)
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
    // a browser that paints no frame (a background tab), or a screen that takes long to paint, still gets its app
    setTimeout(startApp, 300);
  });
}
