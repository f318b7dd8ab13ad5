import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/servers.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForSettledWorker, waitForWorkerControl, waitingWorkerState } from './support/service-worker.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

// this file is about the service worker: the suite's default blocks it (see playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 13: a new build prompts instead of reloading a form with unsaved input. This spec serves its own copy of
 * the build (a server of `npm start` on another port), so that it can deploy a "new version" of the worker
 * under the open page: a changed sw.js is a new worker, found by `registration.update()`, which then waits.
 */
let server: RunningServer;
let distDir: string;

test.beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sw-update-dist-'));
  cpSync(resolve(process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  server = await startServer(distDir);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

/** Deploys a new version of the worker: other bytes in sw.js (its precompressed copies would still be the old). */
function deployNewWorker() {
  rmSync(join(distDir, 'sw.js.br'), { force: true });
  rmSync(join(distDir, 'sw.js.gz'), { force: true });
  appendFileSync(join(distDir, 'sw.js'), `\n// deployed ${Date.now()}\n`);
}

/**
 * A fresh browser context signed in to this spec's server (the sign-in form is other specs' subject), on the
 * dashboard, its worker in control. Its baseURL is this server, so that the session comes from its sandbox.
 */
async function signedInOnDashboard(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithCookies(page, DEMO_EMAIL.merchant, { origin: server.url });
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await waitForWorkerControl(page);
  return { page, context };
}

test('a new version prompts, keeps what is typed, and reloads the page exactly once when accepted', async ({
  browser,
}) => {
  const { page } = await signedInOnDashboard(browser);
  await page.goto(`${server.url}/manage/profile`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill('A name not yet saved');
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));

  deployNewWorker();
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  // nothing applied by force: the same page, what was typed still there, the new worker still waiting
  // (installed, not activating: only the page's SKIP_WAITING moves it on)
  expect(await waitingWorkerState(page)).toBe('installed');
  await expect(name).toHaveValue('A name not yet saved');
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
    true,
  );
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
  ).toBe(true);
  expect(loads).toBe(0);
  expect(await seriousViolations(page, '.mantine-Notifications-root')).toEqual([]);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  // the new worker took over and nothing waits any more; and no second reload follows
  await waitForSettledWorker(page);
  expect(loads).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
  ).toBe(false);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.context().close();
});

test('accepted in one tab, every open tab reloads once into the new version, except one with unsaved input: it keeps its input and asks', async ({
  browser,
}) => {
  const { page, context } = await signedInOnDashboard(browser);
  const other = await context.newPage();
  await other.goto(`${server.url}/manage/transactions/`);
  await waitForWorkerControl(other);
  const editing = await context.newPage();
  await editing.goto(`${server.url}/manage/paymentConfig/`);
  await waitForWorkerControl(editing);
  const expiry = editing.getByLabel('Payment expiry');
  await expiry.fill('99');
  await expect(editing.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  const tabs = [page, other, editing];
  const loads = new Map(tabs.map((tab) => [tab, 0]));
  for (const tab of tabs) tab.on('load', () => loads.set(tab, loads.get(tab)! + 1));

  deployNewWorker();
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await prompt.getByRole('button', { name: 'Reload' }).click({ timeout: 15_000 });

  await expect.poll(() => [loads.get(page), loads.get(other)]).toEqual([1, 1]);
  // every tab is now controlled by the new worker and nothing waits: no further reload can come
  for (const tab of tabs) await waitForSettledWorker(tab);
  expect(tabs.map((tab) => loads.get(tab))).toEqual([1, 1, 0]);

  // the tab with unsaved input was handed to the new worker without a reload: its input is there, it asks
  const editingPrompt = editing.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(editingPrompt).toBeVisible();
  await expect(expiry).toHaveValue('99');

  // the user decides: Reload (the form's own guard may ask before the page goes) reloads it once
  editing.on('dialog', (dialog) => void dialog.accept());
  await editingPrompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads.get(editing)).toBe(1);
  await expect(editing.getByLabel('Payment expiry')).toBeVisible();
  await waitForSettledWorker(editing);
  expect(tabs.map((tab) => loads.get(tab))).toEqual([1, 1, 1]);
  await context.close();
});
