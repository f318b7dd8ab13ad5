import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/servers.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForWorkerControl } from './support/service-worker.ts';
import { signInThroughForm } from './support/sign-in.ts';

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

test('a new version prompts, keeps what is typed, and reloads the page exactly once when accepted', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await signInThroughForm(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await waitForWorkerControl(page);
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
  await page.waitForTimeout(1000);
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
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
  ).toBe(false);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test('accepted in one tab, every open tab reloads exactly once into the new version', async ({
  page,
  context,
}) => {
  await page.goto(`${server.url}/`);
  await signInThroughForm(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await waitForWorkerControl(page);
  const other = await context.newPage();
  await other.goto(`${server.url}/manage/transactions/`);
  await waitForWorkerControl(other);
  const loads = new Map([page, other].map((tab) => [tab, 0]));
  for (const tab of [page, other]) tab.on('load', () => loads.set(tab, loads.get(tab)! + 1));

  deployNewWorker();
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await prompt.getByRole('button', { name: 'Reload' }).click({ timeout: 15_000 });

  await expect.poll(() => [loads.get(page), loads.get(other)]).toEqual([1, 1]);
  await page.waitForTimeout(2000);
  expect([loads.get(page), loads.get(other)]).toEqual([1, 1]);
  for (const tab of [page, other])
    expect(
      await tab.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
    ).toBe(false);
});

test('accepted in another tab, a tab with unsaved input is not reloaded: it keeps its input and asks', async ({
  page,
  context,
}) => {
  await page.goto(`${server.url}/`);
  await signInThroughForm(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/main\/dashboard\/$/);
  await waitForWorkerControl(page);
  const editing = await context.newPage();
  await editing.goto(`${server.url}/manage/paymentConfig/`);
  await waitForWorkerControl(editing);
  const expiry = editing.getByLabel('Payment expiry');
  await expiry.fill('99');
  await expect(editing.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  const loads = new Map([page, editing].map((tab) => [tab, 0]));
  for (const tab of [page, editing]) tab.on('load', () => loads.set(tab, loads.get(tab)! + 1));

  deployNewWorker();
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  await page
    .getByRole('alert')
    .filter({ hasText: 'A new version is available' })
    .getByRole('button', { name: 'Reload' })
    .click({ timeout: 15_000 });
  await expect.poll(() => loads.get(page)).toBe(1);

  const prompt = editing.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  await editing.waitForTimeout(1500);
  expect(loads.get(editing)).toBe(0);
  await expect(expiry).toHaveValue('99');

  // the user decides: Reload (the form's own guard may ask before the page goes) reloads it once
  editing.on('dialog', (dialog) => void dialog.accept());
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads.get(editing)).toBe(1);
  await editing.waitForTimeout(1500);
  expect([loads.get(page), loads.get(editing)]).toEqual([1, 1]);
});
