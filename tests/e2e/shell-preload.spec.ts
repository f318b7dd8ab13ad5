import { expect, test } from '@playwright/test';
import { NAV_CODE_LOADED_MARK } from '../../src/lib/perf-marks.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';

/** Issue 10's tap figure: once a screen has settled, the menu's screens open without waiting for their code. */

test.use({ viewport: { width: 1400, height: 900 } });

test('after the dashboard has settled, a menu entry opens with no script left to download', async ({
  page,
}) => {
  await signInWithCookies(page, 'merchant@demo.test', { path: '/main/dashboard/' });
  await shellReady(page, 'Maya Merchant');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, NAV_CODE_LOADED_MARK);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const [entry, heading] of [
    ['Transactions', 'Transactions'],
    ['Payout', 'Payouts'],
    ['API Key', 'API keys'],
  ] as const) {
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.locator('#main-content h1')).toHaveText(heading);
  }
  expect(scripts).toEqual([]);
});

test('with Save-Data on, nothing is fetched ahead: the screen’s code comes with the tap', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  await signInWithCookies(page, 'merchant@demo.test', { path: '/main/dashboard/' });
  await shellReady(page, 'Maya Merchant');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // longer than the shell waits before loading ahead (1.5 s, then idle)
  await page.waitForTimeout(2500);
  expect(scripts).toEqual([]);
  expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, NAV_CODE_LOADED_MARK)).toBe(
    0,
  );
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Payout', exact: true })
    .click();
  await expect(page.locator('#main-content h1')).toHaveText('Payouts');
  expect(scripts.length).toBeGreaterThan(0);
});
