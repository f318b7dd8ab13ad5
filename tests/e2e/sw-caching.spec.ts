import { expect, test } from '@playwright/test';
import { CACHE_NAMES } from '../../src/shared/cache-names.ts';
import { expectDashboard, logOutFromMenu } from './support/auth.ts';
import {
  cachedApiUrls,
  cachedUrls,
  loadedAssetsNotCached,
  waitForWorkerControl,
} from './support/service-worker.ts';
import { originFor, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 13: the service worker of the production build (sw/). It controls the page, answers navigations with
 * the shell when there is no network, and never keeps an API response.
 */

test('the worker controls the page after load, and after a reload', async ({ page }) => {
  await page.goto('/');
  await waitForWorkerControl(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('offline, the admin host’s sign-in page is its own brand’s, as the server sends it', async ({
  page,
  context,
}) => {
  await page.goto(`${originFor('admin.localhost')}/`);
  await waitForWorkerControl(page);
  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-prerender-brand', 'admin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('browsing caches build files at runtime but no API response; offline, a deep link is answered with the shell; logging out leaves no API response', async ({
  page,
  context,
}) => {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await expectDashboard(page);
  await waitForWorkerControl(page);
  // what the first visit loaded before the worker existed was handed to it: the screen can start offline
  await expect.poll(() => loadedAssetsNotCached(page)).toEqual([]);
  for (const path of ['/manage/transactions/', '/manage/payout/', '/main/notification/', '/main/dashboard/'])
    await page.goto(path);
  await expectDashboard(page);
  const caches = await cachedUrls(page);
  // not vacuous: screens visited after the worker took over are in the runtime cache of build files
  expect(caches[CACHE_NAMES.assets]?.length ?? 0).toBeGreaterThan(0);
  expect(caches[CACHE_NAMES.runtimeConfig]?.map((url) => new URL(url).pathname)).toEqual(['/config.json']);
  expect(await cachedApiUrls(page)).toEqual([]);

  await context.setOffline(true);
  try {
    const response = await page.goto('/manage/payout/64b000000000000000000001?showPayment=true');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(200);
    // the app's page (its root and boot scripts), not the browser's offline error page
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('script[src="/config-boot.js"]')).toBeAttached();
    // and the app starts from the caches: its configuration, its code, the menu of the signed-in shell
    await page.goto('/main/dashboard/');
    await expect(page.getByRole('link', { name: 'API Key' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // back online; (that no later write can add an API response is the worker's own rule: tests/sw/worker.test.ts)
  await page.goto('/main/dashboard/');
  await expectDashboard(page);
  await logOutFromMenu(page);
  await expect(page.getByText('Logout successful')).toBeVisible();
  expect(await cachedApiUrls(page)).toEqual([]);
});
