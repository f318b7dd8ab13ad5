import { bootScriptSource } from '../../scripts/vite/boot-scripts.ts';
import { fakeTasks } from './fake-tasks.ts';

/** app.html's boot script as the browser runs it (app-start.js with it). */
const script = bootScriptSource('saved-screen.js');

export const APP_MODULES = ['/assets/index-a.js', '/assets/Box-a.js'];
export const BUILD = '0.1.0+2026-11-26T06:00:00.000Z';

export interface Visit {
  pathname?: string;
  search?: string;
  /** the browser's cookies (default: none) */
  cookie?: string;
  /** how far the page's clock (`performance.now`) moves on each read: a slow device (default 0) */
  msPerClockRead?: number;
}

/**
 * Runs scripts/vite/saved-screen.js on a page like the one the build writes (the app's modules listed in
 * <meta name="app-modules">, the build's version, an empty #root), at a location, with the browser's paint
 * timing and timers faked. The page is parsed (jsdom's document is complete), so a screen paints at once.
 */
export function runSavedScreenScript({
  pathname = '/main/dashboard/',
  search = '',
  cookie = '',
  msPerClockRead = 0,
}: Visit = {}) {
  document.head.innerHTML =
    `<meta name="app-modules" content='${JSON.stringify(APP_MODULES)}'>` +
    `<meta name="build-version" content="${BUILD}">`;
  document.body.innerHTML = '<div id="root"></div>';
  const fakeDocument = new Proxy(document, {
    get(target, key) {
      if (key === 'cookie') return cookie;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const observers: ((startTime: number) => void)[] = [];
  class FakePaintObserver {
    constructor(
      private callback: (
        list: { getEntriesByName(name: string): { startTime: number }[] },
        observer: { disconnect(): void },
      ) => void,
    ) {}
    observe() {
      observers.push((startTime) =>
        this.callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime }] : []) },
          { disconnect: () => undefined },
        ),
      );
    }
  }
  const tasks = fakeTasks();
  let clock = 0;
  const fakePerformance = new Proxy(performance, {
    get(target, key) {
      if (key === 'now') return () => (clock += msPerClockRead);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const frames: (() => void)[] = [];
  // the script reads these globals: shadowed by parameters of the same names
  new Function(
    'document',
    'location',
    'performance',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    script,
  )(
    fakeDocument,
    { pathname, search },
    fakePerformance,
    FakePaintObserver,
    (callback: () => void) => frames.push(callback),
    tasks.setTimeout,
  );
  return {
    view: () => document.getElementById('saved-screen'),
    /** the app's modules the script has requested once the tasks queued so far have run */
    requested: () => {
      tasks.runQueued();
      return [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')].map(
        (element) => element.getAttribute(element.tagName === 'SCRIPT' ? 'src' : 'href'),
      );
    },
    stylesheets: () =>
      [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href')),
    /** the browser paints the first frame; the tasks it queues are left for the test to run */
    paintFrame: () => frames.splice(0).forEach((frame) => frame()),
    /** the browser paints the first frame (its paint timing reported), then runs the tasks queued meanwhile */
    reportPaint: (startTime = 120) => {
      frames.splice(0).forEach((frame) => frame());
      tasks.runQueued();
      observers.forEach((report) => report(startTime));
    },
    timers: tasks.timers,
  };
}

/** A token the script reads the subject of (it verifies nothing: the app does). */
export function tokenFor(subject: string): string {
  const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${base64url({ alg: 'RS256' })}.${base64url({ sub: subject, exp: 9_999_999_999 })}.signature`;
}
