// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '../../src/session/cookies.ts';
import { bootScriptSource } from '../../scripts/vite/boot-scripts.ts';
import { BRANDS, brandForHost, brandHostRules, type BrandKey } from '../../src/shared/brands.ts';
import { fakeTasks } from '../support/fake-tasks.ts';

/**
 * scripts/vite/prerender-guard.js runs before the bundle (a blocking classic script): the build puts the app's
 * host → brand function into it, and it mirrors the session cookies by hand; every case here goes through the
 * script as the page runs it and the app's own functions, which must agree.
 */
const guardScript = bootScriptSource('prerender-guard.js');
const root = document.documentElement;

interface Visit {
  /** the page's prerendered path and brand */
  page?: { path: string; brand: BrandKey };
  hostname?: string;
  pathname?: string;
  cookie?: string;
  visibilityState?: DocumentVisibilityState;
  /** whether the browser paints a frame when told to (a background tab paints none) */
  paints?: boolean;
}

const MODULES = ['/assets/index-a.js', '/assets/Box-a.js', '/assets/auth-card-a.js'];

/** The guard run on a page like the build's, at a location, with the browser's timers and paint timing faked. */
function runGuard({
  page = { path: '/', brand: 'default' },
  hostname = 'localhost',
  pathname = '/',
  cookie = '',
  visibilityState = 'visible',
  paints,
}: Visit) {
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  root.setAttribute('data-prerender-path', page.path);
  root.setAttribute('data-prerender-brand', page.brand);
  document.head.innerHTML = [
    `<meta name="brand-hosts" content='${JSON.stringify(brandHostRules('partner.localhost'))}'>`,
    `<meta name="app-modules" content='${JSON.stringify(MODULES)}'>`,
  ].join('');
  const fakeDocument = new Proxy(document, {
    get(target, key) {
      if (key === 'cookie') return cookie;
      if (key === 'visibilityState') return visibilityState;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const tasks = fakeTasks();
  const frames: (() => void)[] = [];
  // the script reads these globals: shadowed by parameters of the same names
  new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', guardScript)(
    fakeDocument,
    { hostname, pathname },
    (callback: () => void) => frames.push(callback),
    tasks.setTimeout,
  );
  /** the browser paints a frame (when it paints at all), then runs the tasks queued meanwhile */
  const reportPaint = () => {
    if (!paints) return;
    frames.splice(0).forEach((frame) => frame());
    tasks.runQueued();
  };
  return {
    hidden: root.hasAttribute('data-prerender-hidden'),
    /** the app's modules the guard has requested once the tasks queued so far have run */
    requested: () => {
      tasks.runQueued();
      return [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')].map(
        (element) => element.getAttribute(element.tagName === 'SCRIPT' ? 'src' : 'href'),
      );
    },
    reportPaint,
    timers: tasks.timers,
  };
}

/** Runs the guard; true when it hid the prerendered screen. */
function hidden(visit: Visit) {
  return runGuard(visit).hidden;
}

afterEach(() => {
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  document.body.innerHTML = '';
});

describe('the prerendered sign-in screen shows only where it belongs', () => {
  it('shows on its path, for its brand, without a session (a ?next= search included)', () => {
    expect(hidden({})).toBe(false);
    expect(hidden({ cookie: 'env=live; orgID=abc' })).toBe(false);
  });

  it('hides on another path: the page is sent for every sign-in screen, and by static hosts for all', () => {
    expect(hidden({ pathname: '/register' })).toBe(true);
    expect(hidden({ pathname: '/main/dashboard/' })).toBe(true);
  });

  it.each(['access_token', 'refresh_token'] as const)(
    'hides when the browser holds a session (%s): the app resumes it and goes on',
    (name) => {
      expect(SESSION_COOKIES).toContain(name);
      expect(hidden({ cookie: `env=test; ${name}=eyJ.x.y` })).toBe(true);
      expect(hidden({ cookie: `${name}=eyJ.x.y` })).toBe(true);
      expect(hidden({ cookie: `${name}=` })).toBe(false); // an emptied cookie is no session
    },
  );

  it.each([
    'localhost',
    'LOCALHOST',
    'admin.localhost',
    'admin.paydesk.example',
    'administrator.example',
    'partner.localhost',
    'www.partner.localhost',
    'pay.example',
    '127.0.0.1',
  ])('agrees with brandForHost on %s', (hostname) => {
    const brand = brandForHost(hostname, 'partner.localhost').key;
    for (const key of Object.keys(BRANDS) as BrandKey[]) {
      expect(hidden({ hostname, page: { path: '/', brand: key } }), `${key} page on ${hostname}`).toBe(
        key !== brand,
      );
    }
  });

  it('holds back the native submit of the prerendered form and marks it for the app', () => {
    hidden({});
    document.body.innerHTML =
      '<div data-prerender><form><input><button type="submit">Sign in</button></form></div><form id="live"></form>';
    const form = document.querySelector('form')!;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-requested')).toBe(true);
    // the live app's forms are none of its business
    const live = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('live')!.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);
  });

  it('does nothing on a page without a prerendered screen (app.html, the dev server)', () => {
    for (const { name } of [...root.attributes]) root.removeAttribute(name);
    new Function('document', 'location', guardScript)(document, {
      hostname: 'admin.localhost',
      pathname: '/x',
    });
    expect(root.hasAttribute('data-prerender-hidden')).toBe(false);
  });
});

describe('the guard starts the app once the prerendered screen has painted', () => {
  it('requests the entry and the preloads once the first frame is painted, the entry first', () => {
    const guard = runGuard({ paints: true });
    expect(guard.requested()).toEqual([]);
    guard.reportPaint();
    expect(guard.requested()).toEqual(MODULES);
    const entry = document.head.querySelector('script[type=module]')!;
    expect(entry.getAttribute('crossorigin')).toBe('');
    // once only: the fallback timer finds it started
    guard.timers.forEach((timer) => timer.run());
    expect(guard.requested()).toEqual(MODULES);
  });

  it('starts the app on a timer where no frame is painted', () => {
    const guard = runGuard({ paints: false });
    guard.reportPaint();
    expect(guard.requested()).toEqual([]);
    expect(guard.timers.map((timer) => timer.ms)).toEqual([300]);
    guard.timers[0]!.run();
    expect(guard.requested()).toEqual(MODULES);
  });

  it('starts it at once where the screen does not paint: hidden by the guard, or a background tab', () => {
    expect(runGuard({ pathname: '/register', paints: true }).requested()).toEqual(MODULES);
    expect(runGuard({ cookie: 'access_token=eyJ.x.y', paints: true }).requested()).toEqual(MODULES);
    expect(runGuard({ visibilityState: 'hidden', paints: true }).requested()).toEqual(MODULES);
  });
});
