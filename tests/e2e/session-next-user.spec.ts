import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 8, "Done when": one user's session ends (the provider refuses it), another user signs in in the same
 * tab, and nothing of the first user — name, organizations — is on the page at any moment, not even for a
 * frame. A MutationObserver installed before the app's first script records every change of the page.
 */

/** What only the first user (Maya, merchant@demo.test) may ever see. */
const FIRST_USER = ['Maya Merchant', "Maya's Coffee", "Maya's Books"];

declare global {
  interface Window {
    /** texts being watched for; the observer is idle while empty */
    __watchFor: string[];
    /** each watched text found on the page, with what carried it */
    __seen: string[];
  }
}

/** Installed before any script of every document of the page: looks at the whole page at every change. */
function installWatcher() {
  window.__watchFor = [];
  window.__seen = [];
  const look = () => {
    if (window.__watchFor.length === 0 || !document.body) return;
    const carriers: [string, string][] = [['text', document.body.textContent ?? '']];
    for (const input of document.querySelectorAll('input, textarea')) {
      carriers.push(['value', (input as HTMLInputElement).value]);
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title]')) {
      for (const name of ['aria-label', 'alt', 'title'])
        carriers.push([name, element.getAttribute(name) ?? '']);
    }
    for (const text of window.__watchFor) {
      for (const [kind, value] of carriers) {
        if (value.includes(text)) window.__seen.push(`${text} (${kind})`);
      }
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** Holds the given API answers for `ms`, so a stale answer in the cache would have time to show. */
async function slowDown(page: Page, paths: string[], ms: number) {
  for (const path of paths) {
    await page.route(`**${path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }
}

test.use({ viewport: { width: 1400, height: 900 } });

/** Two ways a session ends without a logout in this tab. */
const ENDINGS = {
  /** the provider ends the sign-in (logged out on another device): its tokens stop working */
  'the provider ended the session': async (page: Page, refreshToken: string) => {
    const logout = await page.request.post('/v1/auth/logout', { data: { refreshToken } });
    expect(logout.ok()).toBe(true);
  },
  /** the tokens ran out: the access token is refused, and so is the refresh token */
  'the tokens expired': async (page: Page) => {
    const origin = new URL(page.url()).origin;
    await page.context().addCookies(
      ['access_token', 'refresh_token'].map((name) => ({
        name,
        value: 'expired.token.value',
        url: origin,
        secure: true,
        sameSite: 'Strict' as const,
      })),
    );
  },
};

for (const [ending, end] of Object.entries(ENDINGS)) {
  test(`when ${ending}, the next user of the tab never sees the first user, not even for a frame`, async ({
    page,
  }) => {
    await page.addInitScript(installWatcher);
    const { tokens } = await signInWithCookies(page, DEMO_EMAIL.merchant, { path: '/main/notification' });
    await shellReady(page, 'Maya Merchant');
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue("Maya's Coffee");
    await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
    // one document for the whole journey: the watcher's records would not survive a reload
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await end(page, tokens.refresh.token);
    // the next call meets a 401 and a refused refresh: the session is over and the tab shows sign-in
    await page.getByRole('combobox', { name: 'Load at a time' }).selectOption('20');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.evaluate((texts) => (window.__watchFor = texts), FIRST_USER);
    await slowDown(page, ['/v1/user/profile', '/v1/org/member/organizations', '/v1/notification*'], 1500);
    await signInThroughForm(page, DEMO_EMAIL.owner);
    await shellReady(page, 'Olga Owner');
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue('Nordic Gadgets');

    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => window.__seen)).toEqual([]);
  });
}
