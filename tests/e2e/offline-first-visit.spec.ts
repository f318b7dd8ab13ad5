/**
 * Issue 26, point 1: everything the app needs to start is kept offline from the very first visit, even when
 * that visit's pages loaded before the worker took control; and a start that truly cannot work offline (no
 * configuration saved on this device) says so in the brand's own words, with a Retry that works once the
 * network is back — never "The back-office cannot start — Failed to fetch".
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CACHE_NAMES } from '../../src/shared/cache-names.ts';
import { cachedUrls, loadedAssetsNotCached, waitForWorkerControl } from './support/service-worker.ts';
import { persistedFeatures } from './support/persisted-cache.ts';
import { originFor, signInThroughForm } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const MERCHANT = DEMO_EMAIL.merchant;
const OFFLINE_TEXT = "You're offline. Open the app once while online to use it offline.";

/** A fresh browser profile signed in through the form at `/`, on the dashboard the app routes to. */
async function firstVisit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughForm(page, MERCHANT);
  // the first login of a fresh server, the worker installing meanwhile: more than the default on a busy machine
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

/**
 * Waits until the worker is activated, so the next navigation (the offline reload) is answered by it. Not
 * waitForWorkerControl: a page whose navigation ran while the worker installed (this page, opened soon after
 * the sign-in) may stay uncontrolled, as clients.claim() takes only the pages that exist when it runs.
 */
async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(undefined)),
    );
  });
}

/** Deletes the worker's saved /config.json, as on a device where it was never saved. */
async function forgetSavedConfig(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        await caches.delete(name);
        return caches.has(name);
      }, CACHE_NAMES.runtimeConfig),
    )
    .toBe(false);
}

let context: BrowserContext;

test.beforeEach(async ({ browser }) => {
  context = await browser.newContext({ baseURL: originFor() });
});

test.afterEach(async () => {
  await context?.close();
});

test('the first visit is enough: offline, a reload of the organizations page shows the balances; with no configuration saved, an offline start says so and Retry starts the app once online', async () => {
  // the two first visits' 60 s each, for one
  test.setTimeout(120_000);
  const page = await firstVisit(context);
  // one full page load, as the user types the address
  await page.goto('/manage/organization/');
  await expect(page.getByTestId('balance').first()).toBeVisible();
  // what the user's 8 s of reading gave the browser: the worker is active, the balances are saved
  await waitForActiveWorker(page);
  await expect.poll(() => persistedFeatures(page), { timeout: 10_000 }).toContain('organizations');
  // what the worker does right after taking control has settled (the 8 s): the page's code and the
  // configuration it loaded before the worker existed were handed over and are cached
  await expect.poll(() => loadedAssetsNotCached(page), { timeout: 10_000 }).toEqual([]);
  await expect
    .poll(async () => (await cachedUrls(page))[CACHE_NAMES.runtimeConfig]?.length ?? 0)
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await expect(page.getByTestId('data-as-of').first()).toContainText('As of');
  await expect(page.getByText(/cannot start/i)).toHaveCount(0);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // the same device back online, later, on the dashboard, with no configuration saved on it
  await context.setOffline(false);
  await page.goto('/main/dashboard/');
  await test.step('with no configuration saved, an offline start says so; Retry starts the app', () =>
    noConfigurationSaved(page));
});

/**
 * With no configuration saved on this device, an offline start says so and Retry starts the app once
 * online; so does the browser's `online` event by itself.
 */
async function noConfigurationSaved(page: Page) {
  // a listener ahead of the app's (the first on the page: listeners run in the order they were added)
  await page.addInitScript(() =>
    window.addEventListener('online', (event) => {
      if ((window as { holdOnlineEvent?: boolean }).holdOnlineEvent) event.stopImmediatePropagation();
    }),
  );
  await waitForWorkerControl(page);
  // a reload while online (the worker in control), so nothing of the first page's hand-over is still on its way
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await forgetSavedConfig(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'PayDesk' })).toBeVisible();
  await expect(page.getByText(/cannot start/i)).toHaveCount(0);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  // a phone's width: a target a thumb can hit, nothing to scroll sideways
  expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // still offline: Retry tries again and says the same
  await retry.click();
  await expect(retry).toBeEnabled();
  await expect(page.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();

  // back online, Retry starts the app where the user was. The browser's `online` event would start it by
  // itself (checked below): held back this once, so that the button is what starts it here.
  await page.evaluate(() => Object.assign(window, { holdOnlineEvent: true }));
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();
  // as a user would: the browser's network can come back a moment before the worker's, so a second click
  await expect(async () => {
    if (await retry.isEnabled()) await retry.click({ timeout: 1000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  // and by itself when the browser says the network is back
  await forgetSavedConfig(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();
  await context.setOffline(false);
  // (the screen's own tries, a few seconds apart while the connection comes back)
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible({
    timeout: 10_000,
  });
}
