import { bootScriptSource } from '../../scripts/vite/boot-scripts.ts';

/** The page's boot script as the browser runs it (app-start.js with it). */
const script = bootScriptSource('instant-balances.js');

export const APP_MODULES = ['/assets/index-a.js', '/assets/Box-a.js'];

export interface InstantVisit {
  pathname?: string;
  search?: string;
  /** the browser's cookies (default: document.cookie, what the app wrote) */
  cookie?: string;
  online?: boolean;
}

/**
 * Runs scripts/vite/instant-balances.js on a page like the one the build writes (the app's modules listed in
 * <meta name="app-modules">), at a location, with the browser's paint timing and timers faked. The page is
 * parsed (jsdom's document is complete), so a view is painted at once.
 */
export function runInstantBalances({
  pathname = '/manage/organization/',
  search = '',
  cookie,
  online = true,
}: InstantVisit = {}) {
  document.head.innerHTML = `<meta name="app-modules" content='${JSON.stringify(APP_MODULES)}'>`;
  const fakeDocument = new Proxy(document, {
    get(target, key) {
      if (key === 'cookie') return cookie ?? target.cookie;
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
  const timers: { run: () => void; ms: number }[] = [];
  // the script reads these globals: shadowed by parameters of the same names
  new Function('document', 'location', 'navigator', 'PerformanceObserver', 'setTimeout', script)(
    fakeDocument,
    { pathname, search },
    { onLine: online },
    FakePaintObserver,
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return {
    view: () => document.getElementById('instant-view'),
    /** the app's modules the script has requested so far */
    requested: () =>
      [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')].map((element) =>
        element.getAttribute(element.tagName === 'SCRIPT' ? 'src' : 'href'),
      ),
    reportPaint: (startTime = 120) => observers.forEach((report) => report(startTime)),
    timers,
  };
}

/** A token the script reads the subject of (it verifies nothing: the app does). */
export function tokenFor(subject: string): string {
  const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${base64url({ alg: 'RS256' })}.${base64url({ sub: subject, exp: 9_999_999_999 })}.signature`;
}
