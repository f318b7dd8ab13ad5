// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissSavedScreen, markScreenShown, savedScreenShown } from '../../src/lib/saved-screen.ts';
import { saveScreen, type SavedScreenScope, type SavedScreen } from '../../src/lib/saved-screen-capture.ts';
import { APP_MODULES, BUILD, runSavedScreenScript, tokenFor } from '../support/run-saved-screen.ts';

/**
 * scripts/vite/saved-screen.js paints the app's own markup of this address, saved by src/lib/saved-screen.ts,
 * before the app loads: only for the session in the cookies, and it leaves nothing behind without a session.
 */
const SCOPE: SavedScreenScope = { userId: 'user-1', orgId: 'org-1', env: 'test', masterOrgId: '' };
const COOKIE = `access_token=${tokenFor('user-1')}; refresh_token=r; env=test; orgID=org-1`;
const HTML =
  '<header>Maya Coffee</header><main><h1>Dashboard</h1><p data-testid="balance">1,234.50 USD</p></main>';

function screen(fields: Partial<SavedScreen> = {}): SavedScreen {
  return {
    v: 1,
    build: BUILD,
    savedAt: Date.now() - 60_000,
    html: HTML,
    stylesheets: ['/assets/index-a.css', '/assets/dashboard-b.css'],
    modules: ['/assets/Box-a.js', '/assets/dashboard-c.js', 'https://evil.test/x.js'],
    ...fields,
  };
}

function save(address = '/main/dashboard/', fields: Partial<SavedScreen> = {}, scope = SCOPE) {
  saveScreen(localStorage, scope, address, screen(fields));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-saved-screen');
  performance.clearMarks();
});

describe("app.html's boot script", () => {
  it('paints the saved markup of this address, out of reach until the app takes over, and hides #root', () => {
    save();
    const run = runSavedScreenScript({ cookie: COOKIE });
    const view = run.view()!;
    expect(view.innerHTML).toBe(HTML);
    expect(view.hasAttribute('inert')).toBe(true);
    expect(view.getAttribute('aria-busy')).toBe('true');
    expect(view.getAttribute('data-path')).toBe('/main/dashboard/');
    expect(view.nextElementSibling?.id).toBe('root');
    expect(document.documentElement.hasAttribute('data-saved-screen')).toBe(true);
    expect(run.stylesheets()).toEqual(['/assets/index-a.css', '/assets/dashboard-b.css']);
  });

  it('starts the app only once the screen has painted, and marks that paint as the saved screen’s', () => {
    save();
    const run = runSavedScreenScript({ cookie: COOKIE });
    expect(run.requested()).toEqual([]);
    run.reportPaint(140);
    // with the screen's own code, fetched with the entry (only the build's files, each once)
    expect(run.requested()).toEqual([...APP_MODULES, '/assets/dashboard-c.js']);
    const mark = performance.getEntriesByName('screen-visible', 'mark')[0] as PerformanceMark;
    expect(mark.detail).toEqual({ by: 'saved-screen' });
  });

  it('marks the saved screen’s paint even when the app replaced it before the paint was reported', () => {
    save();
    const run = runSavedScreenScript({ cookie: COOKIE });
    // the paint is reported late at 4× CPU: the app may have committed its own screen by then
    const paintedFirst = savedScreenShown();
    dismissSavedScreen();
    markScreenShown(paintedFirst);
    run.reportPaint(140);
    const marks = performance.getEntriesByName('screen-visible', 'mark') as PerformanceMark[];
    expect(marks.map((mark) => [mark.startTime, mark.detail])).toEqual([[140, { by: 'saved-screen' }]]);
    expect(performance.getEntriesByName('screen-app', 'mark')).toHaveLength(1);
  });

  it('inserts the entry at once and goes on in a new task when inserting takes long (no long task of inserts)', () => {
    save();
    const inserted = () =>
      document.head.querySelectorAll('script[type=module], link[rel=modulepreload]').length;
    const modules = [...APP_MODULES, '/assets/dashboard-c.js'];
    // a fast device inserts every module in the task that starts the app
    runSavedScreenScript({ cookie: COOKIE }).reportPaint();
    expect(inserted()).toBe(modules.length);
    document.head.innerHTML = '';
    // a slow one, where each insert outlasts the slice, yields after each
    const run = runSavedScreenScript({ cookie: COOKIE, msPerClockRead: 11 });
    run.paintFrame();
    // the task queued by the painted frame starts the app, then each of the next tasks inserts one module
    for (let task = 0; task < modules.length; task++) {
      const queued = run.timers.filter((timer) => timer.ms === 0 && !timer.ran);
      expect(queued).toHaveLength(1);
      queued[0]!.ran = true;
      queued[0]!.run();
      expect(inserted()).toBe(task + 1);
    }
    expect(document.head.querySelector('script[type=module]')?.getAttribute('src')).toBe(modules[0]);
    expect(run.requested()).toEqual(modules);
  });

  it('matches the address with its search', () => {
    save('/manage/transactions/', { html: '<p>page 1</p>' });
    save('/manage/transactions/?page=2', { html: '<p>page 2</p>' });
    const run = runSavedScreenScript({
      cookie: COOKIE,
      pathname: '/manage/transactions/',
      search: '?page=2',
    });
    expect(run.view()!.innerHTML).toBe('<p>page 2</p>');
  });

  it.each([
    ['another user', `access_token=${tokenFor('user-2')}; env=test; orgID=org-1`],
    ['another organization', `access_token=${tokenFor('user-1')}; env=test; orgID=org-2`],
    ['another environment', `access_token=${tokenFor('user-1')}; env=live; orgID=org-1`],
    ['another master selection', `${COOKIE}; selectedMasterOrgId=org-9`],
    ['an unreadable token', 'access_token=not-a-token; env=test; orgID=org-1'],
    ['only a refresh token', 'refresh_token=r; env=test; orgID=org-1'],
  ])('paints nothing for %s, and starts the app at once', (_case, cookie) => {
    save();
    const run = runSavedScreenScript({ cookie });
    expect(run.view()).toBeNull();
    expect(document.documentElement.hasAttribute('data-saved-screen')).toBe(false);
    expect(run.requested()).toEqual(APP_MODULES);
  });

  it('paints nothing for another address', () => {
    save('/main/dashboard/');
    expect(runSavedScreenScript({ cookie: COOKIE, pathname: '/manage/payout/' }).view()).toBeNull();
  });

  it.each([
    ['another build', { build: '0.0.9+old' }],
    ['older than 7 days', { savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }],
    ['dated in the future', { savedAt: Date.now() + 10 * 60_000 }],
    ['without markup', { html: 42 as unknown as string }],
  ])('deletes rather than paints a screen of %s', (_case, fields) => {
    save('/main/dashboard/', fields);
    expect(runSavedScreenScript({ cookie: COOKIE }).view()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('at a start with amounts hidden (privacy mode), paints only a screen saved masked', () => {
    save('/main/dashboard/');
    localStorage.setItem('bo-privacy', JSON.stringify({ hidden: false, startHidden: true }));
    expect(runSavedScreenScript({ cookie: COOKIE }).view()).toBeNull();
    // kept: the app saves it again, masked, and a start with amounts shown may paint it
    expect(Object.keys(localStorage)).toContain('bo-saved-screen:user-1|org-1|test||/main/dashboard/');
    localStorage.setItem('bo-privacy', JSON.stringify({ hidden: true, startHidden: false }));
    expect(runSavedScreenScript({ cookie: COOKIE }).view()).toBeNull();

    save('/main/dashboard/', { amountsHidden: true, html: '<main><p>••••• USD</p></main>' });
    expect(runSavedScreenScript({ cookie: COOKIE }).view()?.innerHTML).toContain('••••• USD');
    localStorage.setItem('bo-privacy', JSON.stringify({ hidden: false, startHidden: false }));
    save('/main/dashboard/');
    expect(runSavedScreenScript({ cookie: COOKIE }).view()?.innerHTML).toContain('1,234.50 USD');
  });

  it('paints nothing from a corrupt record', () => {
    localStorage.setItem('bo-saved-screen:user-1|org-1|test||/main/dashboard/', '{"v":1,');
    expect(runSavedScreenScript({ cookie: COOKIE }).view()).toBeNull();
  });

  it('never links a stylesheet outside the build’s assets', () => {
    save('/main/dashboard/', { stylesheets: ['https://evil.test/x.css', '/assets/a.css" onload="x'] });
    expect(runSavedScreenScript({ cookie: COOKIE }).stylesheets()).toEqual([]);
  });

  it('without a session in the cookies, deletes every saved screen before anything paints', () => {
    save();
    save('/manage/payout/', {}, { ...SCOPE, userId: 'user-2' });
    localStorage.setItem('bo-balances-snapshot', '{"v":1}');
    localStorage.setItem('bo-theme', '{"colorScheme":"dark"}');
    const run = runSavedScreenScript({ cookie: 'env=test; orgID=org-1' });
    expect(run.view()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['bo-theme']);
    expect(run.requested()).toEqual(APP_MODULES);
  });
});
