/**
 * Issue 26, point 5: data at rest ends with the session. User A uses the app (the worker in control, the query
 * cache persisted, screens saved for the next start); then A's session ends without the app being open:
 *  - the cookies expire while the app is closed → the next start paints nothing of A, and once user B has
 *    signed in on the same device, IndexedDB, localStorage and Cache Storage hold nothing of A;
 *  - A signs out elsewhere (the provider ends the sign-in) → the next online start paints A's saved screen,
 *    gets a 401 and removes it at once, with everything it was painted from.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForWorkerControl } from './support/service-worker.ts';
import { DEMO_PASSWORD, signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const MERCHANT = DEMO_EMAIL.merchant;
/** What only A (Maya, merchant@demo.test) has: her name and her organizations'. */
const FIRST_USER = ['Maya Merchant', "Maya's Coffee", "Maya's Books"];

declare global {
  interface Window {
    /** each of A's texts found on the page at any moment, with what carried it */
    __seenOfA: string[];
  }
}

/** Installed before any script of every document: records A's texts whenever the page changes. */
function watchForFirstUser(texts: string[]) {
  window.__seenOfA = [];
  new MutationObserver(() => {
    const text = document.body?.textContent ?? '';
    for (const name of texts) if (text.includes(name)) window.__seenOfA.push(name);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Everything this origin keeps on the device, as text: IndexedDB, localStorage and Cache Storage. */
function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const idb: Record<string, string> = {};
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`${name} could not be opened`));
      });
      for (const store of db.objectStoreNames) {
        const entries = await new Promise<[IDBValidKey[], unknown[]]>((resolve) => {
          const objects = db.transaction(store, 'readonly').objectStore(store);
          const keys = objects.getAllKeys();
          const values = objects.getAll();
          values.onsuccess = () => resolve([keys.result, values.result]);
        });
        entries[0].forEach((key, index) => {
          idb[`${name}/${store}/${String(key)}`] = JSON.stringify(entries[1][index]);
        });
      }
      db.close();
    }
    const local = Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    );
    const cached: Record<string, string> = {};
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached[request.url] = (await response?.text()) ?? '';
      }
    }
    return { idb, local, cached };
  });
}

/** The access token's subject in the browser's cookies (decoded only). */
async function userIdInCookies(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')!.value;
  const payload = decodeURIComponent(token).split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** A uses the app online: the worker in control, three screens seen, their data saved on the device. */
async function firstUserUsesTheApp(page: Page): Promise<string> {
  await signInWithCookies(page, MERCHANT);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await waitForWorkerControl(page);
  await page.goto('/manage/organization/');
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await page.goto('/main/dashboard/');
  await expect(page.getByTestId('total-count')).toBeVisible();
  const userId = await userIdInCookies(page);
  // the persisted cache and the screens saved as the pages went
  await expect
    .poll(async () => {
      const { idb, local } = await deviceStorage(page);
      return [
        Object.keys(idb).some((key) => key.endsWith(`query-cache:${userId}`)),
        Object.keys(local).some((key) => key.startsWith(`bo-saved-screen:${userId}|`)),
      ];
    })
    .toEqual([true, true]);
  return userId;
}

test('cookies expired while the app was closed: nothing of A is painted, and B’s device holds nothing of A', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  const userA = await firstUserUsesTheApp(first);
  await first.close();
  await context.clearCookies();

  const page = await context.newPage();
  await page.addInitScript(watchForFirstUser, FIRST_USER);
  await page.goto('/main/dashboard/');
  await expect(page.getByLabel('Email')).toBeVisible();
  // the start deleted what A left, before anyone signed in
  await expect
    .poll(async () => {
      const { idb, local } = await deviceStorage(page);
      return [...Object.keys(idb), ...Object.keys(local)].filter((key) => key.includes(userA));
    })
    .toEqual([]);

  // B: a new account, signed in through the form on the same device
  const email = `second-user-${Date.now()}@demo.test`;
  const registered = await page.request.post('/v1/auth/register', {
    data: { name: 'Second User', email, password: DEMO_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await signInThroughForm(page, email);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByLabel('I have read and accept the terms of service').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const userB = await userIdInCookies(page);
  await expect
    .poll(async () => Object.keys((await deviceStorage(page)).idb).some((key) => key.includes(userB)))
    .toBe(true);

  const { idb, local, cached } = await deviceStorage(page);
  const stored = { ...idb, ...local, ...cached };
  for (const [key, value] of Object.entries(stored)) {
    expect(`${key} ${value}`, key).not.toContain(userA);
    for (const text of FIRST_USER) expect(`${key} ${value}`, key).not.toContain(text);
  }
  expect(Object.keys(cached).filter((url) => new URL(url).pathname.startsWith('/v1/'))).toEqual([]);
  expect(await page.evaluate(() => window.__seenOfA)).toEqual([]);
  await context.close();
});

test('a sign-out elsewhere: the next online start removes what it painted as soon as the provider refuses', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  const userA = await firstUserUsesTheApp(first);
  await first.close();
  // the provider ends this sign-in (a logout elsewhere): its access token is refused from now on
  const refreshToken = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token')!.value;
  const logout = await context.request.post('/v1/auth/logout', {
    data: { refreshToken: decodeURIComponent(refreshToken) },
  });
  expect(logout.ok()).toBe(true);

  const page = await context.newPage();
  await page.goto('/main/dashboard/');
  // the saved screen painted first (the cookies still named A), then gave way to the sign-in form
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 15_000 });
  const painted = await page.evaluate(
    () => (performance.getEntriesByName('screen-visible', 'mark')[0] as PerformanceMark | undefined)?.detail,
  );
  expect(painted).toEqual({ by: 'saved-screen' });
  await expect(page.locator('#saved-screen')).toHaveCount(0);
  for (const text of FIRST_USER) await expect(page.getByText(text)).toHaveCount(0);
  await expect
    .poll(async () => {
      const { idb, local } = await deviceStorage(page);
      return [...Object.keys(idb), ...Object.keys(local)].filter((key) => key.includes(userA));
    })
    .toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
