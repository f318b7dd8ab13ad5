// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSavedScreens, dismissSavedScreen } from '../../src/lib/saved-screen.ts';
import {
  captureMarkup,
  currentStylesheets,
  isSavedScreenPath,
  saveScreen,
  savedScreenKey,
  type SavedScreen,
} from '../../src/lib/saved-screen-capture.ts';

const SCOPE = { userId: 'user-1', orgId: 'org-1', env: 'test', masterOrgId: '' };
const screen = (savedAt: number, html = '<p>x</p>'): SavedScreen => ({
  v: 1,
  build: 'b',
  savedAt,
  html,
  stylesheets: [],
  modules: [],
});

beforeEach(() => localStorage.clear());

describe('captureMarkup', () => {
  it('keeps the screen as rendered, without the offline notice, scripts or a typed password', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div role="status" data-saved-screen-omit>You are offline.</div><h1>Payouts</h1>' +
      '<script>1</script><input type="password" value="secret"><p>12.50 USD</p>';
    const html = captureMarkup(root);
    expect(html).not.toContain('offline');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('secret');
    expect(html).toContain('<h1>Payouts</h1>');
    expect(html).toContain('<p>12.50 USD</p>');
    // the live screen is untouched
    expect(root.textContent).toContain('You are offline.');
  });

  it('renames ids and what points at them, so the copy never names an element of the live screen', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<label id="l1" for="f1">Search</label><input id="f1" aria-describedby="d1 d2"><p id="d1"></p>';
    const copy = document.createElement('div');
    copy.innerHTML = captureMarkup(root);
    expect([...copy.querySelectorAll('[id]')].map((element) => element.id)).toEqual([
      'saved-l1',
      'saved-f1',
      'saved-d1',
    ]);
    expect(copy.querySelector('label')!.getAttribute('for')).toBe('saved-f1');
    expect(copy.querySelector('input')!.getAttribute('aria-describedby')).toBe('saved-d1 saved-d2');
  });
});

describe('saveScreen', () => {
  it('keeps the 8 most recently saved screens', () => {
    for (let index = 0; index < 10; index++) saveScreen(localStorage, SCOPE, `/p${index}`, screen(index + 1));
    const kept = Object.keys(localStorage).sort();
    expect(kept).toHaveLength(8);
    expect(kept).not.toContain(savedScreenKey(SCOPE, '/p0'));
    expect(kept).not.toContain(savedScreenKey(SCOPE, '/p1'));
    expect(kept).toContain(savedScreenKey(SCOPE, '/p9'));
  });

  it('does not save a screen too large for the device’s storage', () => {
    saveScreen(localStorage, SCOPE, '/big', screen(1, 'x'.repeat(700_000)));
    expect(localStorage.length).toBe(0);
  });

  it('makes room when storage is full, and saves nothing rather than fail', () => {
    let full = true;
    const items = new Map<string, string>([[savedScreenKey(SCOPE, '/old'), JSON.stringify(screen(1))]]);
    const storage = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
      setItem(key: string, value: string) {
        if (full && items.size > 0) throw new DOMException('full', 'QuotaExceededError');
        items.set(key, value);
      },
      clear: () => items.clear(),
    } as Storage;
    saveScreen(storage, SCOPE, '/new', screen(2));
    expect([...items.keys()]).toEqual([savedScreenKey(SCOPE, '/new')]);
    full = true;
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => saveScreen(storage, SCOPE, '/other', screen(3))).not.toThrow();
  });
});

describe('the saved screens’ end', () => {
  it('clearSavedScreens deletes every saved screen and the older saved balances, nothing else', () => {
    saveScreen(localStorage, SCOPE, '/main/dashboard/', screen(1));
    saveScreen(localStorage, { ...SCOPE, userId: 'user-2' }, '/main/dashboard/', screen(1));
    localStorage.setItem('bo-balances-snapshot', '{}');
    localStorage.setItem('bo-theme', '{}');
    clearSavedScreens();
    expect(Object.keys(localStorage)).toEqual(['bo-theme']);
  });

  it('dismissSavedScreen removes the painted screen and shows #root', () => {
    document.body.innerHTML = '<div id="saved-screen"></div><div id="root"></div>';
    document.documentElement.setAttribute('data-saved-screen', '');
    dismissSavedScreen();
    expect(document.getElementById('saved-screen')).toBeNull();
    expect(document.documentElement.hasAttribute('data-saved-screen')).toBe(false);
  });
});

describe('currentStylesheets', () => {
  it('lists the stylesheets the screens’ code added, not the page’s own (linked by app.html anyway)', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/index-a.css" data-page-stylesheet>' +
      '<link rel="stylesheet" href="/assets/payouts-b.css">' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css">';
    expect(currentStylesheets(document)).toEqual(['/assets/payouts-b.css']);
  });

  it('lists them by path when the build linked them by absolute URL (as its preload helper does)', () => {
    document.head.innerHTML =
      `<link rel="stylesheet" href="${location.origin}/assets/dashboard-c.css">` +
      `<link rel="stylesheet" href="${location.origin}/assets/dashboard-c.css">` +
      `<link rel="stylesheet" href="${location.origin}/elsewhere/d.css">`;
    expect(currentStylesheets(document)).toEqual(['/assets/dashboard-c.css']);
  });
});

describe('isSavedScreenPath', () => {
  it.each([
    '/main/dashboard/',
    '/main/notification',
    '/manage/organization/',
    '/manage/transactions/',
    '/manage/transactions/pay_123',
    '/manage/payout/',
    '/manage/payout/64b000000000000000000001',
    // issue 32: a digest opened once opens offline, painted first like a payout
    '/main/digest/64b000000000000000000001',
    '/manage/onRampRequest/',
  ])('saves %s', (path) => expect(isSavedScreenPath(path)).toBe(true));

  it.each(['/manage/apikey/', '/manage/paymentConfig/', '/manage/profile', '/manage/alerts/', '/', '/mfa'])(
    'never saves %s (keys, credentials, settings, sign-in)',
    (path) => expect(isSavedScreenPath(path)).toBe(false),
  );
});
